import { beforeAll, describe, expect, it } from 'vitest';
import { validateEInvoice } from '../../infra/local/einvoice-validator.ts';
import { type Call, type Caller, newAccount, useApi } from '../support/api.ts';
import { pdfStreams, pdfText } from '../support/pdf-text.ts';

/**
 * Every e-invoice these tests make passes the official CEN EN 16931 rules (schematron 1.3.16)
 * and, for CII, the D16B schema (infra/local/einvoicing-rules, run in this process).
 */
const validate = (xml: string) => validateEInvoice(xml);
const expectValid = async (xml: string) => {
  const r = await validate(xml);
  expect([...r.fatal.map((f) => `${f.id}: ${f.text}`), ...r.schemaErrors], xml.slice(0, 3000)).toEqual([]);
  expect(r.valid).toBe(true);
};

const api = useApi();
let call: Caller;
let token = '';
const numberOf = (res: Call) => {
  expect(res.status, res.text).toBe(200);
  return res.text.replace('Reference: ', '');
};
const profile = {
  LegalName: 'Société Œuvre & Fils <SAS>',
  TradeName: 'Œuvre',
  Address1: '12 rue de Rivoli',
  City: 'Paris',
  ZIPCode: '75004',
  Country: 'FR',
  VATIntra: 'FR40303265045',
  RegistrationId: '303265045',
  RegistrationScheme: '0002',
  IBAN: 'FR76 3000 6000 0112 3456 7890 189',
  BIC: 'AGRIFRPP',
  LegalNotes: 'SAS au capital de 10 000 €',
  Email: 'factures@oeuvre.example',
};
const issued = async (json: object) => {
  const n = numberOf(await call('POST', '/api/document.svc/create/invoice', { json }));
  expect(
    (await call('PUT', `/api/document.svc/update/invoice/${n}`, { json: { General: { Status: 'sent' } } })).status,
  ).toBe(200);
  return n;
};
const xmlOf = async (type: string, n: string, format: 'ubl' | 'cii') => {
  const res = await call('GET', `/api/document.svc/get/${type}/${encodeURIComponent(n)}/${format}`);
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
  return res.text;
};
const both = async (type: string, n: string) => {
  for (const format of ['ubl', 'cii'] as const) await expectValid(await xmlOf(type, n, format));
};

beforeAll(async () => {
  const account = await newAccount('EInvoice');
  token = account.token;
  call = api.as(token);
  expect((await call('PUT', '/api/account/profile', { json: profile })).status).toBe(200);
  const client = await call('POST', '/api/client/create', {
    json: {
      Reference: 'PL-1',
      Currency: 'EUR',
      Company: { CompanyName: 'Łódź Żółć Sp. z o.o. & "Partnerzy"', VATIntra: 'PL5260250274' },
      Addresses: [
        {
          Principal: true,
          Address1: 'ul. Świętokrzyska 12',
          City: 'Łódź',
          ZIPCode: '90-001',
          Country: 'PL',
          Target_Invoice: true,
        },
      ],
    },
  });
  expect(client.status, client.text).toBe(200);
});

describe('e-invoices, validated by the official EN 16931 rules', () => {
  const client = { Reference: 'PL-1', ClientName: 'Łódź Żółć Sp. z o.o. & "Partnerzy"' };

  it('several VAT rates, a general discount, line discounts, XML special characters and non-Latin names', async () => {
    const n = await issued({
      General: { Currency: 'EUR', GeneralDiscount: 7.5, PONumber: 'PO <1> & 2', Description: 'Δοκιμή — тест' },
      Client: client,
      Items: [
        {
          Description: 'Conseil « stratégique » & <suivi>',
          UnitRate: 19.99,
          UnitType: 'hour',
          Quantity: 3,
          Discount: 10,
          VAT: 20,
        },
        { Description: 'Книги', UnitRate: 12.35, Quantity: 2, VAT: 5.5 },
        { Description: 'Transport', UnitRate: 100, Quantity: 1, VAT: 10 },
      ],
      Comments: { PaymentCondition: '30 jours fin de mois', Legal: 'Pénalités de retard : 3 × le taux légal' },
    });
    await both('invoice', n);
    expect(await xmlOf('invoice', n, 'ubl')).toContain('Łódź');
  });

  it('zero-rated, exempt and reverse-charge lines, with their exemption reason', async () => {
    const n = await issued({
      General: { Currency: 'EUR', VATExemptionReason: 'Exonération, article 261-4-4° du CGI' },
      Client: client,
      Items: [
        { Description: 'Licence', UnitRate: 100, Quantity: 1, VAT: 20 },
        { Description: 'Zero rated', UnitRate: 50, Quantity: 2, VAT: 0 },
        { Description: 'Formation', UnitRate: 80, Quantity: 1, VAT: 0, VATCategory: 'E' },
      ],
    });
    await both('invoice', n);
    const reverse = await issued({
      General: { Currency: 'EUR', VATExemptionReason: 'Autoliquidation' },
      Client: client,
      Items: [{ Description: 'Services B2B', UnitRate: 1000, Quantity: 1, VAT: 0, VATCategory: 'AE' }],
    });
    await both('invoice', reverse);
  });

  it('lines not subject to VAT (O): no rate, no VAT identifiers, and alone on their invoice', async () => {
    const n = await issued({
      General: { Currency: 'EUR', VATExemptionReason: 'Hors champ de la TVA' },
      Client: client,
      Items: [{ Description: 'Débours', UnitRate: 42, Quantity: 1, VAT: 0, VATCategory: 'O' }],
    });
    await both('invoice', n);
    const ubl = await xmlOf('invoice', n, 'ubl');
    expect(ubl).not.toContain('FR40303265045');
    expect(ubl).not.toContain('cbc:Percent');
    const mixed = await issued({
      General: { Currency: 'EUR', VATExemptionReason: 'Hors champ' },
      Client: client,
      Items: [
        { Description: 'Débours', UnitRate: 42, Quantity: 1, VAT: 0, VATCategory: 'O' },
        { Description: 'Conseil', UnitRate: 100, Quantity: 1, VAT: 20 },
      ],
    });
    const refused = await call('GET', `/api/document.svc/get/invoice/${encodeURIComponent(mixed)}/ubl`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.details.map((d: { rule: string }) => d.rule)).toContain('BR-O-11');
  });

  it('Canary Islands IGIC (L) and Ceuta and Melilla IPSI (M) lines, each at its own rates', async () => {
    const n = await issued({
      General: { Currency: 'EUR' },
      Client: client,
      Items: [
        { Description: 'Servicio en Canarias', UnitRate: 100, Quantity: 1, VAT: 7, VATCategory: 'L' },
        { Description: 'Libro en Canarias', UnitRate: 20, Quantity: 1, VAT: 3, VATCategory: 'L' },
        { Description: 'Servicio en Ceuta', UnitRate: 50, Quantity: 2, VAT: 4, VATCategory: 'M' },
      ],
    });
    await both('invoice', n);
    const ubl = await xmlOf('invoice', n, 'ubl');
    // One VAT breakdown per category and rate: L 7%, L 3%, M 4%; 7 + 0.60 + 4 of tax.
    expect(ubl.match(/<cac:TaxSubtotal>/g)).toHaveLength(3);
    expect(ubl).toContain('<cbc:TaxAmount currencyID="EUR">11.60</cbc:TaxAmount>');
  });

  it('a JPY invoice, a partially paid invoice and a credit note', async () => {
    const jpy = await issued({
      General: { Currency: 'JPY' },
      Client: client,
      Items: [{ Description: 'Support', UnitRate: 999, Quantity: 3, VAT: 8 }],
    });
    await both('invoice', jpy);
    const paid = await issued({
      General: { Currency: 'EUR' },
      Client: client,
      Items: [{ Description: 'Work', UnitRate: 99.99, Quantity: 1, VAT: 20 }],
    });
    expect((await call('POST', '/api/payment/create', { json: { Invoice: paid, Amount: 40.01 } })).status).toBe(200);
    await both('invoice', paid);
    expect(await xmlOf('invoice', paid, 'cii')).toContain('<ram:TotalPrepaidAmount>40.01</ram:TotalPrepaidAmount>');
    const cn = numberOf(
      await call('POST', '/api/document.svc/create/creditnote', {
        json: { General: { Invoice: paid }, Items: [{ Description: 'Remise', UnitRate: 10, Quantity: 1, VAT: 20 }] },
      }),
    );
    await both('creditnote', cn);
    expect(await xmlOf('creditnote', cn, 'ubl')).toContain('<CreditNote');
  });

  it("a reverse-charge (K) sale states its delivery date (DateIssue) and deliver-to country (the client's), or those the document gives (BR-IC-11, BR-IC-12)", async () => {
    const k = await issued({
      General: {
        Currency: 'EUR',
        DateIssue: '2026-03-20',
        VATExemptionReason: 'Livraison intracommunautaire, article 262 ter I du CGI',
      },
      Client: client,
      Items: [{ Description: 'Machine', UnitRate: 2500, Quantity: 1, VAT: 0, VATCategory: 'K' }],
    });
    await both('invoice', k);
    const ubl = await xmlOf('invoice', k, 'ubl');
    expect(ubl).toMatch(
      /<cac:Delivery><cbc:ActualDeliveryDate>2026-03-20<\/cbc:ActualDeliveryDate><cac:DeliveryLocation><cac:Address><cac:Country><cbc:IdentificationCode>PL</,
    );
    const cii = await xmlOf('invoice', k, 'cii');
    expect(cii).toContain('<ram:ShipToTradeParty><ram:PostalTradeAddress><ram:CountryID>PL</ram:CountryID>');
    expect(cii).toContain('<ram:OccurrenceDateTime><udt:DateTimeString format="102">20260320</udt:DateTimeString>');
    const shipped = await issued({
      General: {
        Currency: 'EUR',
        DateIssue: '2026-03-21',
        DeliveryDate: '2026-03-18',
        VATExemptionReason: 'Livraison intracommunautaire',
      },
      Client: client,
      Delivery: { Address1: 'Magazyn 4', City: 'Gdańsk', ZIPCode: '80-001', Country: 'PL' },
      Items: [{ Description: 'Machine', UnitRate: 10, Quantity: 1, VAT: 0, VATCategory: 'K' }],
    });
    await both('invoice', shipped);
    expect(await xmlOf('invoice', shipped, 'ubl')).toContain(
      '<cbc:ActualDeliveryDate>2026-03-18</cbc:ActualDeliveryDate><cac:DeliveryLocation><cac:Address><cbc:StreetName>Magazyn 4</cbc:StreetName>',
    );
    const record = (await call('GET', `/api/document.svc/get/invoice/${shipped}`)).json;
    expect(record.General.DeliveryDate).toBe('2026-03-18');
    expect(record.Delivery).toEqual({
      Address1: 'Magazyn 4',
      Address2: '',
      City: 'Gdańsk',
      ZIPCode: '80-001',
      State: '',
      Country: 'PL',
    });
    const moved = await call('PUT', `/api/document.svc/update/invoice/${shipped}`, {
      json: { Delivery: { City: 'Sopot' } },
    });
    expect(moved.status).toBe(409);
  });

  it("a credit note names its invoice and the invoice's date (BT-25, BT-26); the CII states the seller's contact e-mail as the UBL does; BT-10 and BT-13", async () => {
    const invoice = await issued({
      General: { Currency: 'EUR', DateIssue: '2026-02-03', BuyerReference: 'SERVICE-42', OrderReference: 'PO-7' },
      Client: client,
      Items: [{ Description: 'Work', UnitRate: 100, Quantity: 1, VAT: 20 }],
    });
    const ubl = await xmlOf('invoice', invoice, 'ubl');
    expect(ubl).toContain('<cbc:BuyerReference>SERVICE-42</cbc:BuyerReference>');
    expect(ubl).toContain('<cac:OrderReference><cbc:ID>PO-7</cbc:ID>');
    const cii = await xmlOf('invoice', invoice, 'cii');
    expect(cii).toContain('<ram:BuyerReference>SERVICE-42</ram:BuyerReference>');
    expect(cii).toContain('<ram:EmailURIUniversalCommunication><ram:URIID>factures@oeuvre.example</ram:URIID>');
    const cn = numberOf(
      await call('POST', '/api/document.svc/create/creditnote', {
        json: { General: { Invoice: invoice }, Items: [{ Description: 'Remise', UnitRate: 10, Quantity: 1, VAT: 20 }] },
      }),
    );
    await both('creditnote', cn);
    expect(await xmlOf('creditnote', cn, 'ubl')).toContain(
      `<cac:InvoiceDocumentReference><cbc:ID>${invoice}</cbc:ID><cbc:IssueDate>2026-02-03</cbc:IssueDate>`,
    );
    expect(await xmlOf('creditnote', cn, 'cii')).toContain(
      '<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20260203</qdt:DateTimeString>',
    );
  });

  it('answers einvoice_incomplete with rule ids for what is missing, and for a 3-decimal currency', async () => {
    const n = numberOf(
      await call('POST', '/api/document.svc/create/invoice', {
        json: {
          General: { Currency: 'BHD' },
          Items: [{ Description: 'x', UnitRate: 1, Quantity: 1, VAT: 0, VATCategory: 'E' }],
        },
      }),
    );
    const res = await call('GET', `/api/document.svc/get/invoice/${n}/ubl`);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('einvoice_incomplete');
    const rules = res.json.error.details.map((d: { rule: string }) => d.rule);
    expect(rules).toEqual(expect.arrayContaining(['BR-DEC-09', 'BR-07', 'BR-11', 'BR-E-10']));
    expect((await call('GET', `/api/document.svc/get/estimate/${n}/cii`)).status).toBe(404);
  });

  it('makes a Factur-X PDF: the CII embedded as factur-x.xml, valid, with its XMP and the sRGB output intent', async () => {
    const n = await issued({
      General: { Currency: 'EUR' },
      Client: client,
      Items: [{ Description: 'Œuvre', UnitRate: 10, Quantity: 1, VAT: 20 }],
    });
    const res = await fetch(`${api.state.baseUrl}/api/document.svc/get/invoice/${n}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const pdf = Buffer.from(await res.arrayBuffer());
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    // pdf-lib writes dictionaries into compressed object streams: read every stream inflated.
    const inflated = pdfStreams(pdf);
    const streams = inflated.map((bytes) => bytes.toString('utf8'));
    const everything = [text, ...streams].join('\n');
    expect(everything).toMatch(/\/AFRelationship \/Alternative/);
    expect(everything).toMatch(/\/AF \[/);
    expect(everything).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    // PDF/A's output intent, its destination profile an RGB display ICC profile.
    expect(everything).toMatch(/\/OutputIntents \[/);
    expect(everything).toMatch(/\/S \/GTS_PDFA1/);
    // The file identifier, and the document information mirrored in the XMP.
    expect(text).toMatch(/\/ID \[/);
    expect(everything).toContain('<pdf:Producer>invoicing-api (pdf-lib)</pdf:Producer>');
    // The XMP packet is UTF-8: its BOM as EF BB BF, the title's Œ as two bytes, and it decodes strictly.
    const xmpStart = pdf.indexOf('<?xpacket begin=');
    const xmpBytes = pdf.subarray(xmpStart, pdf.indexOf('<?xpacket end=', xmpStart));
    expect([...xmpBytes.subarray(17, 20)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { fatal: true }).decode(xmpBytes)).toContain('Œuvre');
    const icc = inflated.find((bytes) => bytes.subarray(36, 40).toString('latin1') === 'acsp');
    expect(icc?.subarray(12, 20).toString('latin1')).toBe('mntrRGB ');
    expect(icc?.readUInt32BE(0)).toBe(icc?.length);
    const cii = streams.find((s) => s.includes('CrossIndustryInvoice'));
    expect(cii).toBeDefined();
    await expectValid(cii!.trim());
  });

  it('prints a French invoice with a Polish client, Greek and Cyrillic lines as written (text extracted from the PDF)', async () => {
    const n = await issued({
      General: { Currency: 'EUR', Description: 'Prestations de février' },
      Client: client,
      Items: [
        { Description: 'Développement logiciel — équipe', UnitRate: 500, Quantity: 2, VAT: 20 },
        { Description: 'Ελληνικά έγγραφα', UnitRate: 10, Quantity: 1, VAT: 20 },
        { Description: 'Русская документация', UnitRate: 10, Quantity: 1, VAT: 20 },
      ],
    });
    const res = await fetch(`${api.state.baseUrl}/api/document.svc/get/invoice/${n}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    for (const written of [
      'Développement logiciel — équipe',
      'Ελληνικά έγγραφα',
      'Русская документация',
      'Łódź Żółć',
      'Société Œuvre & Fils',
      'février',
    ]) {
      expect(text).toContain(written);
    }
    expect(text).not.toContain('?');
  });
});
