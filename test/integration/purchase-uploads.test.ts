import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { type Caller, newAccount, useApi } from '../support/api.ts';
import { frenchBusinessBuyer, frenchBuyerProfile, frenchSellerProfile } from '../support/french-parties.ts';
import { supplierUbl } from '../support/supplier-invoice.ts';

/**
 * A supplier's file up to its 5 MiB (docs/api.md §18) whatever Lambda carries: a Factur-X PDF past
 * about 4.4 MiB, too large for a request once in base64, goes by a link straight to the bucket and
 * is imported from there as the body's would be; a file past what a function answers is read back
 * by a link to it.
 */
const api = useApi();

const MiB = 1024 * 1024;

async function account(name: string, profile: object) {
  const { token } = await newAccount(name);
  const call = api.as(token);
  expect((await call('PUT', '/api/account/profile', { json: profile })).status).toBe(200);
  return { call, token };
}

/** An invoice the seller issues, as its Factur-X PDF. */
async function facturX(): Promise<{ number: string; pdf: Uint8Array }> {
  const { call, token } = await account('Big seller', frenchSellerProfile);
  expect((await call('POST', '/api/client/create', { json: { ...frenchBusinessBuyer, Reference: 'B' } })).status).toBe(
    200,
  );
  const made = await call('POST', '/api/document.svc/create/invoice', {
    json: {
      General: { Status: 'sent', DateIssue: '2026-03-02', DueDate: '2026-04-01', BuyerReference: 'ACHATS' },
      Client: { Reference: 'B' },
      Items: [{ Description: 'Plans', UnitRate: 1500, Quantity: 2, VAT: 20 }],
    },
  });
  expect(made.status, made.text).toBe(200);
  const number = made.text.replace('Reference: ', '');
  const res = await fetch(`${api.state.baseUrl}/api/document.svc/get/invoice/${number}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return { number, pdf: new Uint8Array(await res.arrayBuffer()) };
}

/** The same PDF with an annex of `annex` random bytes beside its factur-x.xml (plans, photographs). */
async function withAnnex(pdf: Uint8Array, annex: number): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  await doc.attach(randomBytes(annex), 'plans.bin', { mimeType: 'application/octet-stream' });
  return doc.save();
}

interface UploadLink {
  Upload: string;
  Method: 'PUT';
  Url: string;
  Headers: Record<string, string>;
  ExpiresAt: string;
}
async function uploadLink(call: Caller, Type: string, Size: number): Promise<UploadLink> {
  const link = await call('POST', '/api/purchase/import-upload', { json: { Type, Size } });
  expect(link.status, link.text).toBe(200);
  return link.json;
}
const sendTo = (link: UploadLink, body: Uint8Array) =>
  fetch(link.Url, { method: link.Method, headers: link.Headers, body });
const attach = (call: Caller, Upload: unknown) => call('POST', '/api/purchase/import-attach', { json: { Upload } });

/** A purchase's file as the API answers it: 307 to a link when it is large, read through. */
async function fileOf(token: string, id: number) {
  const res = await fetch(`${api.state.baseUrl}/api/purchase/file/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    redirect: 'manual',
  });
  if (res.status !== 307) return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  const kept = await fetch(res.headers.get('location')!);
  expect(kept.status).toBe(200);
  return { status: 307, type: kept.headers.get('content-type'), bytes: Buffer.from(await kept.arrayBuffer()) };
}

describe("a supplier's file past a request's size", () => {
  it('a Factur-X PDF of nearly 5 MiB: 413 in the body, imported by an upload link, read back by a link', async () => {
    const { number, pdf } = await facturX();
    const large = await withAnnex(pdf, Math.round(4.7 * MiB));
    expect(large.byteLength).toBeGreaterThan(4.5 * MiB);
    expect(large.byteLength).toBeLessThanOrEqual(5 * MiB);
    const { call, token } = await account('Big buyer', frenchBuyerProfile);

    const inBody = await call('POST', '/api/purchase/import', {
      body: large,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(inBody.status).toBe(413);

    const link = await uploadLink(call, 'application/pdf', large.byteLength);
    expect(link.Headers).toEqual({ 'Content-Type': 'application/pdf', 'Content-Length': String(large.byteLength) });
    expect((await sendTo(link, large)).status).toBe(200);
    const imported = await attach(call, link.Upload);
    expect(imported.status, imported.text).toBe(200);
    expect(imported.json).toMatchObject({ Number: number, Syntax: 'Factur-X', TotalNET: 3600, Status: 'received' });
    expect(imported.headers.get('location')).toBe(`/api/purchase/get/${imported.json.purchase_id}`);

    const back = await fileOf(token, imported.json.purchase_id);
    expect(back.status).toBe(307);
    expect(back.type).toBe('application/pdf');
    expect(back.bytes.equals(large)).toBe(true);

    // The same upload again is the same supplier's invoice again.
    const again = await attach(call, link.Upload);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('duplicate_purchase');
    expect((await call('GET', '/api/purchase/list')).json).toHaveLength(1);
  });

  it('a UBL file of nearly 5 MiB, taken in the body, is read back by a link where its base64 would pass 6 MB', async () => {
    const { call, token } = await account('Long UBL', frenchBuyerProfile);
    const ubl = supplierUbl({
      number: 'LONG-1',
      siren: '303265045',
      lines: [{ quantity: 1, price: '10.00', rate: 20 }],
    });
    const padding = `<!--${'x'.repeat(Math.round(4.8 * MiB) - ubl.length)}-->`;
    const file = Buffer.from(ubl.replace('?>', `?>${padding}`));
    expect(file.byteLength).toBeLessThanOrEqual(5 * MiB);
    const imported = await call('POST', '/api/purchase/import', {
      body: file,
      headers: { 'content-type': 'application/xml' },
    });
    expect(imported.status, imported.text.slice(0, 300)).toBe(200);
    const back = await fileOf(token, imported.json.purchase_id);
    expect(back.status).toBe(307);
    expect(back.bytes.equals(file)).toBe(true);

    // A small file is answered in place.
    const small = await call('POST', '/api/purchase/import', {
      body: supplierUbl({ number: 'SHORT-1', siren: '303265045', lines: [{ quantity: 1, price: '5.00', rate: 20 }] }),
      headers: { 'content-type': 'application/xml' },
    });
    expect((await fileOf(token, small.json.purchase_id)).status).toBe(200);
  });

  it('refuses a wrong ask at once, an upload it did not give, and a file that is no invoice without a trace', async () => {
    const { call } = await account('Uploads asked wrong', frenchBuyerProfile);
    const ask = (json: unknown) => call('POST', '/api/purchase/import-upload', { json });
    expect((await ask({ Type: 'application/pdf', Size: 5 * MiB + 1 })).json.error.details).toEqual([
      { field: 'Size', message: expect.stringContaining('5 MiB') },
    ]);
    expect((await ask({ Type: 'image/png', Size: 10 })).status).toBe(400);
    expect((await ask({ Type: 'application/pdf' })).status).toBe(400);
    expect((await attach(call, '../../files/x/original.pdf')).status).toBe(400);
    const missing = await attach(call, 'A'.repeat(22));
    expect(missing.status).toBe(409);
    expect(missing.json.error.code).toBe('upload_missing');

    // Another account's upload is not this one's.
    const other = await account('Other uploader', frenchBuyerProfile);
    const file = Buffer.from(supplierUbl({ number: 'O-1', siren: '303265045' }));
    const theirs = await uploadLink(other.call, 'application/xml', file.byteLength);
    expect((await sendTo(theirs, file)).status).toBe(200);
    expect((await attach(call, theirs.Upload)).json.error.code).toBe('upload_missing');

    const notAnInvoice = Buffer.from('<?xml version="1.0"?><Order xmlns="urn:example"/>');
    const link = await uploadLink(call, 'text/xml', notAnInvoice.byteLength);
    expect((await sendTo(link, notAnInvoice)).status).toBe(200);
    expect((await attach(call, link.Upload)).status).toBe(400);
    expect((await call('GET', '/api/purchase/list')).json).toEqual([]);
    expect((await call('GET', '/api/supplier/list')).json).toEqual([]);
  });
});
