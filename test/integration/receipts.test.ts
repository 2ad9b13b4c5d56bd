import { describe, expect, it } from 'vitest';
import { type Caller, newAccount, useApi } from '../support/api.ts';

/**
 * An expense's receipt (docs/api.md §18) up to its 10 MiB: in the request's body while a function
 * takes it, past that by a link straight to the bucket and an attach that checks it as the body's
 * is; read back byte for byte, past what a function answers by a link to it.
 */
const api = useApi();

const MiB = 1024 * 1024;
/** A JPEG's opening and `size` bytes in all. */
const jpeg = (size: number) => {
  const bytes = Buffer.alloc(size, 0x5a);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

async function expenseIn(call: Caller): Promise<number> {
  expect((await call('POST', '/api/catalog/create', { json: { Name: 'Hotel', isExpense: true } })).status).toBe(200);
  const made = await call('POST', '/api/expense/create', {
    json: { Date: '2026-03-05', Category: 'Hotel', Amount: 120, VAT: 10 },
  });
  expect(made.status).toBe(200);
  return made.json.expense_id;
}

interface UploadLink {
  Upload: string;
  Method: 'PUT';
  Url: string;
  Headers: Record<string, string>;
  ExpiresAt: string;
}
async function uploadLink(call: Caller, id: number, Type: string, Size: number): Promise<UploadLink> {
  const link = await call('POST', `/api/expense/receipt-upload/${id}`, { json: { Type, Size } });
  expect(link.status, link.text).toBe(200);
  return link.json;
}
const sendTo = (link: UploadLink, body: Uint8Array, headers = link.Headers) =>
  fetch(link.Url, { method: link.Method, headers, body });

describe('receipts', () => {
  it('takes a receipt of up to 10 MiB by an upload link, attaches it once checked, and reads it back by a link', async () => {
    const { token } = await newAccount('Large receipts');
    const call = api.as(token);
    const id = await expenseIn(call);
    const file = jpeg(9 * MiB + 123);
    const link = await uploadLink(call, id, 'image/jpeg', file.byteLength);
    expect(link.Headers).toEqual({ 'Content-Type': 'image/jpeg', 'Content-Length': String(file.byteLength) });
    expect(Date.parse(link.ExpiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await sendTo(link, file)).status).toBe(200);

    const attached = await call('POST', `/api/expense/receipt-attach/${id}`, { json: { Upload: link.Upload } });
    expect(attached.status, attached.text).toBe(200);
    expect(attached.json).toEqual({ Type: 'image/jpeg', Size: file.byteLength });
    expect((await call('GET', `/api/expense/get/${id}`)).json.Receipt).toEqual({
      Type: 'image/jpeg',
      Size: file.byteLength,
    });

    // Past what a function answers: 307 to a link that reads it without credentials, byte for byte.
    const read = await fetch(`${api.state.baseUrl}/api/expense/receipt/${id}`, {
      headers: { authorization: `Bearer ${token}` },
      redirect: 'manual',
    });
    expect(read.status).toBe(307);
    expect(read.headers.get('cache-control')).toBe('no-store');
    const kept = await fetch(read.headers.get('location')!);
    expect(kept.status).toBe(200);
    expect(kept.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await kept.arrayBuffer()).equals(file)).toBe(true);
    // As S3: the link with the API's token still on is refused (two ways of signing one request).
    expect((await fetch(read.headers.get('location')!, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      400,
    );
    // A client that follows the redirect gets the file (fetch leaves the token behind for another origin).
    const followed = await fetch(`${api.state.baseUrl}/api/expense/receipt/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(followed.status).toBe(200);
    expect(Buffer.from(await followed.arrayBuffer()).equals(file)).toBe(true);

    // Attaching the same upload again attaches the same file.
    expect((await call('POST', `/api/expense/receipt-attach/${id}`, { json: { Upload: link.Upload } })).json).toEqual(
      attached.json,
    );
  });

  it('reads back in place a receipt a function can answer, and by a link one past 4 MiB sent in the body', async () => {
    const { token } = await newAccount('Receipts in the body');
    const call = api.as(token);
    const small = await expenseIn(call);
    const file = jpeg(3 * MiB);
    const put = (id: number, body: Uint8Array) =>
      call('PUT', `/api/expense/receipt/${id}`, { body, headers: { 'content-type': 'image/jpeg' } });
    expect((await put(small, file)).status).toBe(200);
    const read = await fetch(`${api.state.baseUrl}/api/expense/receipt/${small}`, {
      headers: { authorization: `Bearer ${token}` },
      redirect: 'manual',
    });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(file)).toBe(true);

    // 4.3 MiB is taken in the body, and its base64 is more than a function may answer: a link.
    const large = await call('POST', '/api/expense/create', {
      json: { Date: '2026-03-05', Category: 'Hotel', Amount: 80, VAT: 10 },
    });
    const bigger = jpeg(4.3 * MiB);
    expect((await put(large.json.expense_id, bigger)).status).toBe(200);
    const linked = await fetch(`${api.state.baseUrl}/api/expense/receipt/${large.json.expense_id}`, {
      headers: { authorization: `Bearer ${token}` },
      redirect: 'manual',
    });
    expect(linked.status).toBe(307);
    expect(Buffer.from(await (await fetch(linked.headers.get('location')!)).arrayBuffer()).equals(bigger)).toBe(true);
  });

  it('refuses an upload of another size or type at the bucket, and attaches nothing that is not what it says', async () => {
    const call = api.as((await newAccount('Receipts refused')).token);
    const id = await expenseIn(call);
    const other = await call('POST', '/api/expense/create', {
      json: { Date: '2026-03-06', Category: 'Hotel', Amount: 50, VAT: 10 },
    });
    const attach = (expense: number, Upload: string) =>
      call('POST', `/api/expense/receipt-attach/${expense}`, { json: { Upload } });

    // The link's size and type are signed: the bucket takes no other.
    const link = await uploadLink(call, id, 'application/pdf', 2048);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048 - 9, 0x20)]);
    expect((await sendTo(link, Buffer.concat([pdf, Buffer.from('more')]), {})).status).toBe(403);
    expect((await sendTo(link, pdf, { ...link.Headers, 'Content-Type': 'image/png' })).status).toBe(403);
    const missing = await attach(id, link.Upload);
    expect(missing.status).toBe(409);
    expect(missing.json.error).toMatchObject({ code: 'upload_missing', details: [{ field: 'Upload' }] });

    // Uploaded as a PDF, but not one: 400, and the expense keeps no receipt.
    const fake = await uploadLink(call, id, 'application/pdf', 2048);
    expect((await sendTo(fake, jpeg(2048))).status).toBe(200);
    const refused = await attach(id, fake.Upload);
    expect(refused.status).toBe(400);
    expect(refused.json.error.details).toEqual([
      { field: 'body', message: expect.stringContaining('PDF, PNG or JPEG') },
    ]);
    expect((await call('GET', `/api/expense/get/${id}`)).json.Receipt).toBeNull();

    // An upload is the expense's it was asked for: another expense cannot take it.
    const good = await uploadLink(call, id, 'application/pdf', 2048);
    expect((await sendTo(good, pdf)).status).toBe(200);
    expect((await attach(other.json.expense_id, good.Upload)).json.error.code).toBe('upload_missing');
    expect((await attach(id, good.Upload)).json).toEqual({ Type: 'application/pdf', Size: 2048 });
  });

  it('refuses at once an upload larger than 10 MiB, of another type, or an Upload it did not give', async () => {
    const call = api.as((await newAccount('Receipts asked wrong')).token);
    const id = await expenseIn(call);
    const ask = (json: unknown) => call('POST', `/api/expense/receipt-upload/${id}`, { json });
    expect((await ask({ Type: 'image/png', Size: 10 * MiB + 1 })).json.error.details).toEqual([
      { field: 'Size', message: expect.stringContaining('10 MiB') },
    ]);
    expect((await ask({ Type: 'text/plain', Size: 10 })).status).toBe(400);
    expect((await ask({ Type: 'image/png', Size: 0 })).status).toBe(400);
    expect((await ask({ Type: 'image/png' })).status).toBe(400);
    expect(
      (await call('POST', '/api/expense/receipt-upload/999999', { json: { Type: 'image/png', Size: 10 } })).status,
    ).toBe(404);
    const attach = (Upload: unknown) => call('POST', `/api/expense/receipt-attach/${id}`, { json: { Upload } });
    expect((await attach('../../files/x/receipt')).status).toBe(400);
    expect((await attach('A'.repeat(22))).json.error.code).toBe('upload_missing');
  });
});
