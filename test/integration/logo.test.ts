import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import PostalMime from 'postal-mime';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Call, newAccount, useApi } from '../support/api.ts';
import { logoImage } from '../support/images.ts';

/** The seller's logo (docs/api.md §10): uploaded as a PNG or JPEG, shown on the PDF, the page and the e-mail. */
const api = useApi();
let call: (method: string, path: string, opts?: Parameters<ReturnType<typeof useApi>['call']>[2]) => Promise<Call>;
let token = '';
let number = '';

const upload = (bytes: Uint8Array, type = 'image/png') =>
  call('PUT', '/api/account/logo', { body: bytes, headers: { 'content-type': type } });
const binary = async (path: string) => {
  const res = await fetch(`${api.state.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
};
/** How many images the PDF's first page draws. */
const imagesOnFirstPage = async (pdf: Uint8Array) => {
  const page = (await PDFDocument.load(pdf)).getPage(0);
  const objects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  return objects ? objects.keys().length : 0;
};

beforeAll(async () => {
  const account = await newAccount('Logo');
  token = account.token;
  call = (method, path, opts = {}) => api.call(method, path, { token, ...opts });
  const made = await call('POST', '/api/document.svc/create/invoice', {
    json: {
      Client: { ClientName: 'Acheteur SA', ContactEmail: 'buyer@client.example' },
      Items: [{ Description: 'Conseil', UnitRate: 100, Quantity: 1, VAT: 20 }],
    },
  });
  number = made.text.replace('Reference: ', '');
  await call('PUT', `/api/document.svc/update/invoice/${number}`, { json: { General: { Status: 'sent' } } });
});

describe('the seller logo', () => {
  it('is refused unless a PNG or JPEG of at most 512 KiB that reads as one, changing nothing', async () => {
    const fake = await upload(new TextEncoder().encode('not a png at all'));
    expect(fake.status).toBe(400);
    expect(fake.json.error.details[0].field).toBe('Logo');
    const cut = logoImage();
    expect((await upload(cut.subarray(0, cut.length - 20))).status).toBe(400);
    expect((await upload(logoImage(), 'image/gif')).status).toBe(415);
    expect((await upload(new Uint8Array(512 * 1024 + 1))).status).toBe(413);
    expect((await upload(logoImage(5000, 10))).status).toBe(400);
    expect((await binary('/api/account/logo')).status).toBe(404);
  });

  it('is kept as uploaded, and shown on the PDF, the page and the e-mail', async () => {
    const png = logoImage(300, 100);
    const set = await upload(png);
    expect(set.status, set.text).toBe(200);
    expect(set.json).toMatchObject({ Type: 'image/png', Width: 300, Height: 100, Bytes: png.length });
    const got = await binary('/api/account/logo');
    expect(got.type).toBe('image/png');
    expect(Buffer.from(got.bytes).equals(png)).toBe(true);

    const pdf = await binary(`/api/document.svc/get/invoice/${number}/pdf`);
    expect(await imagesOnFirstPage(pdf.bytes)).toBe(1);
    // The client's statement of account too.
    const client = await call('POST', '/api/client/create', { json: { Company: { CompanyName: 'Client du relevé' } } });
    const clientId = client.headers.get('location')!.split('/').pop();
    expect(await imagesOnFirstPage((await binary(`/api/client/statement/${clientId}/pdf`)).bytes)).toBe(1);

    const shared = await call('PUT', `/api/document.svc/action/share/invoice/${number}`);
    const page = await (await fetch(shared.json.url)).text();
    expect(page).toContain(`<img class="logo" src="data:image/png;base64,${png.toString('base64')}"`);

    const outbox = join(inject('dataDir'), 'outbox');
    const before = new Set(existsSync(outbox) ? readdirSync(outbox) : []);
    expect((await call('PUT', `/api/document.svc/action/sendbyemail/invoice/${number}`, { json: {} })).text).toBe(
      'true',
    );
    const file = readdirSync(outbox).find((f) => f.endsWith('.eml') && !before.has(f))!;
    const mail = await PostalMime.parse(readFileSync(join(outbox, file)));
    const inline = mail.attachments.find((a) => a.contentId === '<logo@invoice>');
    expect(inline?.mimeType).toBe('image/png');
    expect(Buffer.from(inline!.content as ArrayBuffer).equals(png)).toBe(true);
    expect(mail.html).toContain('src="cid:logo@invoice" width="192" height="64"');
  });

  it('takes a JPEG of the largest size in two stored parts, and is removed with DELETE', async () => {
    // Noise of a size that makes the largest JPEG under the limit: two stored parts of 300,000 bytes at most.
    const jpeg = [800, 700, 600, 500, 400]
      .map((side) => logoImage(side, side, 'jpeg', true))
      .find((j) => j.length <= 512 * 1024)!;
    expect(jpeg.length).toBeGreaterThan(300_000);
    expect(jpeg.length).toBeLessThanOrEqual(512 * 1024);
    const set = await upload(jpeg, 'image/jpeg');
    expect(set.status, set.text).toBe(200);
    expect(Buffer.from((await binary('/api/account/logo')).bytes).equals(jpeg)).toBe(true);
    expect(await imagesOnFirstPage((await binary(`/api/document.svc/get/invoice/${number}/pdf`)).bytes)).toBe(1);
    expect((await call('DELETE', '/api/account/logo')).text).toBe('true');
    expect((await binary('/api/account/logo')).status).toBe(404);
    expect((await call('DELETE', '/api/account/logo')).status).toBe(404);
    expect(await imagesOnFirstPage((await binary(`/api/document.svc/get/invoice/${number}/pdf`)).bytes)).toBe(0);
  });
});
