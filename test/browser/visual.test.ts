import { copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, newAccount, useApi } from '../support/api.ts';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { frenchSellerProfile } from '../support/french-parties.ts';
import { differenceFromReference, logoImage, pdfPageImage, pngOf } from '../support/images.ts';

/**
 * What a client sees, compared with reviewed reference images (test/visual/, updated only with
 * `UPDATE_VISUALS=1` and a look): the PDF rendered by pdf.js at 100 dpi, the page photographed
 * by Chromium. A French invoice from a seller with a logo, with a discounted line, a credit note and two payments, paid in
 * full, so nothing on it depends on the day it is drawn. The README shows the same images.
 */
const api = useApi();
const open = useBrowser();
let call: Caller;
let token = '';
let number = '';
const reference = (name: string) => fileURLToPath(new URL(`../visual/${name}`, import.meta.url));
const readmeImage = (name: string) => fileURLToPath(new URL(`../../docs/images/${name}`, import.meta.url));
/** The share of pixels that may differ: font hinting and anti-aliasing, not a moved block. */
const TOLERANCE = 0.005;

beforeAll(async () => {
  token = (await newAccount('Visual')).token;
  call = api.as(token);
  const profile = await call('PUT', '/api/account/profile', { json: frenchSellerProfile });
  expect(profile.status, profile.text).toBe(200);
  const logo = await call('PUT', '/api/account/logo', {
    body: logoImage(240, 80),
    headers: { 'content-type': 'image/png' },
  });
  expect(logo.status, logo.text).toBe(200);
  await call('POST', '/api/client/create', {
    json: {
      Reference: 'VIS-1',
      Culture: 'fr-FR',
      Company: { CompanyName: 'Acheteur Exemple SA' },
      // A French business buyer on the reform's network: its SIREN and routing address (docs/api.md §20).
      RegistrationId: '732829320',
      RegistrationScheme: '0002',
      ElectronicAddress: '732829320',
      ElectronicAddressScheme: '0225',
      Contacts: [{ Principal: true, FirstName: 'Louise', LastName: 'Martin', Email: 'louise@acheteur.example' }],
      Addresses: [{ Principal: true, Address1: '5 place Bellecour', City: 'Lyon', ZIPCode: '69002', Country: 'FR' }],
    },
  });
  const made = await call('POST', '/api/document.svc/create/invoice', {
    json: {
      DefaultValueUse: true,
      General: { DateIssue: '2026-11-24', DueDate: '2026-12-24', OperationCategory: 'services' },
      Client: { Reference: 'VIS-1' },
      Items: [
        {
          Description: 'Accompagnement à la mise en place de la facturation électronique, ateliers et support',
          UnitRate: 1000,
          Quantity: 1.5,
          Discount: 10,
          VAT: 20,
        },
        { Description: 'Frais de déplacement', UnitRate: 486.45, Quantity: 1, VAT: 20 },
      ],
    },
  });
  number = made.text.replace('Reference: ', '');
  expect(
    (await call('PUT', `/api/document.svc/update/invoice/${number}`, { json: { General: { Status: 'sent' } } })).status,
  ).toBe(200);
  const pay = (Amount: number, day: string) =>
    call('POST', '/api/payment/create', { json: { Invoice: number, Amount, Date: day, Method: 'bank_transfer' } });
  expect((await pay(500, '2026-11-30')).status).toBe(200);
  const note = await call('POST', '/api/document.svc/create/creditnote', {
    json: {
      General: { Invoice: number, DateIssue: '2026-12-01' },
      Items: [{ Description: 'Geste commercial', UnitRate: 100, Quantity: 1, VAT: 20 }],
    },
  });
  const credit = note.text.replace('Reference: ', '');
  expect((await call('PUT', `/api/document.svc/action/issue/creditnote/${credit}`)).status).toBe(200);
  expect((await pay(1583.74, '2026-12-10')).status).toBe(200);
});

describe('what a client sees, against reviewed references', () => {
  it('the PDF, at 100 dpi', async () => {
    const res = await fetch(`${api.state.baseUrl}/api/document.svc/get/invoice/${number}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const png = pngOf(await pdfPageImage(new Uint8Array(await res.arrayBuffer()), 100));
    expect(await differenceFromReference(png, reference('invoice-pdf.png'))).toBeLessThan(TOLERANCE);
    if (process.env.UPDATE_VISUALS === '1') copyFileSync(reference('invoice-pdf.png'), readmeImage('invoice-pdf.png'));
  });

  it.skipIf(!hasBrowser)('the page, at 900 px', async () => {
    const shared = await call('PUT', `/api/document.svc/action/share/invoice/${number}`);
    const { page, problems } = await open(900, 1200);
    await page.goto(shared.json.url);
    const png = await page.screenshot({ fullPage: true });
    expect(problems).toEqual([]);
    expect(await differenceFromReference(png, reference('invoice-page.png'))).toBeLessThan(TOLERANCE);
    if (process.env.UPDATE_VISUALS === '1')
      copyFileSync(reference('invoice-page.png'), readmeImage('invoice-page.png'));
  });
});
