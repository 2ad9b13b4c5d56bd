import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readLogo } from '../../shared/features/profile/logo-upload.ts';
import { type Call, newAccount, useApi } from '../support/api.ts';
import { logoImage } from '../support/images.ts';
import { mailSentBy } from '../support/mails.ts';

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

  it('is kept as encoded again at upload (the same pixels), and shown on the PDF, the page and the e-mail', async () => {
    const uploaded = logoImage(300, 100);
    const set = await upload(uploaded);
    expect(set.status, set.text).toBe(200);
    const got = await binary('/api/account/logo');
    expect(got.type).toBe('image/png');
    const png = Buffer.from(got.bytes);
    expect(set.json).toMatchObject({ Type: 'image/png', Width: 300, Height: 100, Bytes: png.length });
    expect(PNG.sync.read(png).data.equals(PNG.sync.read(uploaded).data)).toBe(true);

    const pdf = await binary(`/api/document.svc/get/invoice/${number}/pdf`);
    expect(await imagesOnFirstPage(pdf.bytes)).toBe(1);
    // The client's statement of account too.
    const client = await call('POST', '/api/client/create', { json: { Company: { CompanyName: 'Client du relevé' } } });
    const clientId = client.headers.get('location')!.split('/').pop();
    expect(await imagesOnFirstPage((await binary(`/api/client/statement/${clientId}/pdf`)).bytes)).toBe(1);

    const shared = await call('PUT', `/api/document.svc/action/share/invoice/${number}`);
    const page = await (await fetch(shared.json.url)).text();
    expect(page).toContain(`<img class="logo" src="data:image/png;base64,${png.toString('base64')}"`);

    const mail = await mailSentBy(async () =>
      expect((await call('PUT', `/api/document.svc/action/sendbyemail/invoice/${number}`, { json: {} })).text).toBe(
        'true',
      ),
    );
    const inline = mail.attachments.find((a) => a.contentId === '<logo@invoice>');
    expect(inline?.mimeType).toBe('image/png');
    expect(Buffer.from(inline!.content as ArrayBuffer).equals(png)).toBe(true);
    expect(mail.html).toContain('src="cid:logo@invoice" width="192" height="64"');
  });

  it('takes a logo kept at the largest size in two stored parts, a JPEG too, and is removed with DELETE', async () => {
    // Noise, which no encoder compresses: a kept PNG of more than 300,000 bytes is stored in two parts.
    const png = noisePng(330, 330);
    expect(png.length).toBeLessThanOrEqual(512 * 1024);
    const kept = readLogo('image/png', png).bytes;
    expect(kept.length).toBeGreaterThan(300_000);
    const set = await upload(png);
    expect(set.status, set.text).toBe(200);
    expect(Buffer.from((await binary('/api/account/logo')).bytes).equals(kept)).toBe(true);
    expect(await imagesOnFirstPage((await binary(`/api/document.svc/get/invoice/${number}/pdf`)).bytes)).toBe(1);
    const jpeg = logoImage(400, 400, 'jpeg', true);
    expect((await upload(jpeg, 'image/jpeg')).status).toBe(200);
    const keptJpeg = readLogo('image/jpeg', jpeg).bytes;
    expect(Buffer.from((await binary('/api/account/logo')).bytes).equals(keptJpeg)).toBe(true);
    expect(await imagesOnFirstPage((await binary(`/api/document.svc/get/invoice/${number}/pdf`)).bytes)).toBe(1);
    expect((await call('DELETE', '/api/account/logo')).text).toBe('true');
    expect((await binary('/api/account/logo')).status).toBe(404);
    expect((await call('DELETE', '/api/account/logo')).status).toBe(404);
    expect(await imagesOnFirstPage((await binary(`/api/document.svc/get/invoice/${number}/pdf`)).bytes)).toBe(0);
  });
});

/** A PNG of noise from a xorshift generator: no encoder compresses it. */
function noisePng(width: number, height: number): Buffer {
  const png = new PNG({ width, height, colorType: 2, inputHasAlpha: true });
  let state = 2463534242;
  for (let i = 0; i < png.data.length; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    png.data[i] = i % 4 === 3 ? 255 : state & 255;
  }
  return PNG.sync.write(png, { colorType: 2, inputHasAlpha: true });
}
