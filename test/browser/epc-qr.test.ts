import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQRModule from 'jsqr';
import { beforeAll, describe, expect, it } from 'vitest';
import { isCreditorReference } from '../../shared/features/documents/creditor-reference.ts';
import { type Caller, newAccount, useApi } from '../support/api.ts';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { pdfPageImage } from '../support/images.ts';

/**
 * The EPC QR code (EPC069-12) on an invoice's PDF and page (docs/api.md §15), read back the way a
 * banking app would: the PDF rendered at 150 dpi (pdf.js), the page photographed by Chromium,
 * each image decoded by jsQR, and every field of the code checked.
 */
const api = useApi();
const open = useBrowser();
let call: Caller;
let token = '';

/** An invoice's PDF, as bytes. */
async function pdfOf(number: string): Promise<Uint8Array> {
  const res = await fetch(`${api.state.baseUrl}/api/document.svc/get/invoice/${encodeURIComponent(number)}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

const SELLER = { LegalName: 'Virements Exemple SAS', IBAN: 'FR76 3000 6000 0112 3456 7890 189', BIC: 'AGRIFRPP' };

/** An issued invoice of 3 x 41.50 at 20 % VAT (149.40 due) in `currency`, and its record. */
async function invoice(currency = 'EUR') {
  const made = await call('POST', '/api/document.svc/create/invoice', {
    json: {
      General: { Currency: currency, Status: 'sent' },
      Client: { ClientName: 'Acheteur QR' },
      Items: [{ Description: 'Conseil', UnitRate: 41.5, Quantity: 3, VAT: 20 }],
    },
  });
  expect(made.status, made.text).toBe(200);
  const number = made.text.replace('Reference: ', '');
  const record = await call('GET', `/api/document.svc/get/invoice/${encodeURIComponent(number)}`);
  return { number, record: record.json };
}

/** The QR code's text in an RGBA image, or undefined. */
// jsQR is CommonJS: its function is the default export under Node, and the module's default under the type checker.
const jsQR = ((jsQRModule as unknown as { default?: typeof jsQRModule }).default ?? jsQRModule) as unknown as (
  data: Uint8ClampedArray,
  width: number,
  height: number,
) => { data: string } | null;
const decode = (rgba: Uint8ClampedArray, width: number, height: number) => jsQR(rgba, width, height)?.data;

/** The first page of a PDF at 150 dpi, as pdf.js draws it on a canvas, and the QR code read from it. */
async function qrOfPdf(pdf: Uint8Array): Promise<string | undefined> {
  const image = await pdfPageImage(pdf, 150);
  return decode(image.data, image.width, image.height);
}

/** What EPC069-12 version 002 says of the invoice: every field, in order. */
function expectEpc(text: string | undefined, due: string, reference: string) {
  expect(text, 'a QR code was read').toBeDefined();
  expect(text!.split('\n')).toEqual([
    'BCD',
    '002',
    '1',
    'SCT',
    SELLER.BIC,
    SELLER.LegalName,
    SELLER.IBAN.replace(/ /g, ''),
    `EUR${due}`,
    '',
    reference,
  ]);
  expect(isCreditorReference(reference)).toBe(true);
}

beforeAll(async () => {
  token = (await newAccount('QR')).token;
  call = api.as(token);
  const profile = await call('PUT', '/api/account/profile', { json: SELLER });
  expect(profile.status, profile.text).toBe(200);
});

describe('the EPC QR code', () => {
  it('decodes from the PDF rendered at 150 dpi: BCD 002, UTF-8, SCT, BIC, beneficiary, IBAN, EUR and TotalDue, the RF reference', async () => {
    const { number, record } = await invoice();
    expectEpc(await qrOfPdf(await pdfOf(number)), '149.40', record.General.PaymentReference);
  });

  it('follows what is due: after a partial payment the code asks for the rest', async () => {
    const { number, record } = await invoice();
    const paid = await call('POST', '/api/payment/create', { json: { Invoice: number, Amount: 49.4 } });
    expect(paid.status, paid.text).toBe(200);
    expectEpc(await qrOfPdf(await pdfOf(number)), '100.00', record.General.PaymentReference);
  });

  it('is not drawn for an invoice in another currency than EUR, nor for one paid in full', async () => {
    const { number: usd } = await invoice('USD');
    expect(await qrOfPdf(await pdfOf(usd))).toBeUndefined();
    const { number: paid } = await invoice();
    expect((await call('POST', '/api/payment/create', { json: { Invoice: paid, Amount: 149.4 } })).status).toBe(200);
    expect(await qrOfPdf(await pdfOf(paid))).toBeUndefined();
  });

  it.skipIf(!hasBrowser)('decodes from a screenshot of the page, beside the IBAN, BIC and reference', async () => {
    const { number, record } = await invoice();
    const shared = await call('PUT', `/api/document.svc/action/share/invoice/${encodeURIComponent(number)}`);
    expect(shared.status, shared.text).toBe(200);
    const { page, problems } = await open(1024);
    await page.goto(shared.json.url);
    const shot = await page.locator('.transfer figure svg').screenshot();
    const image = await loadImage(shot);
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height);
    expectEpc(decode(pixels.data, pixels.width, pixels.height), '149.40', record.General.PaymentReference);
    const text = (await page.locator('.transfer').innerText()).replace(/\s+/g, '');
    for (const shown of [SELLER.IBAN, SELLER.BIC, record.General.PaymentReference])
      expect(text).toContain(shown.replace(/ /g, ''));
    expect(problems).toEqual([]);
    await page.close();
  });
});
