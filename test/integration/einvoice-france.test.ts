import { describe, expect, it } from 'vitest';
import { type RuleSet, validateEInvoice } from '../../infra/local/einvoice-validator.ts';
import { type Caller, newAccount, useApi } from '../support/api.ts';
import { frenchSellerProfile } from '../support/french-parties.ts';

/**
 * A French seller's e-invoices pass EN 16931 and the French rules (FNFE-MPE BR-FR, kept in
 * infra/local/einvoicing-rules) for every treatment: a French business, a consumer, a business abroad.
 */
const api = useApi();
const valid = async (xml: string, rules: RuleSet[] = ['en16931', 'fr']) => {
  const r = await validateEInvoice(xml, rules);
  expect([...r.fatal.map((f) => `[${f.ruleSet}] ${f.id}: ${f.text}`), ...r.schemaErrors], xml.slice(0, 2000)).toEqual(
    [],
  );
};
const seller = { ...frenchSellerProfile, LatePaymentRate: 11.25 };
const address = (Country: string, City: string) => ({
  Principal: true,
  Address1: '5 place Bellecour',
  City,
  ZIPCode: '69002',
  Country,
  Target_Invoice: true,
});

async function sellerAccount(): Promise<Caller> {
  const call = api.as((await newAccount('France')).token);
  expect((await call('PUT', '/api/account/profile', { json: seller })).status).toBe(200);
  return call;
}

const invoiceTo = async (call: Caller, reference: string, general: object = {}) => {
  const made = await call('POST', '/api/document.svc/create/invoice', {
    json: {
      General: { Status: 'sent', DateIssue: '2026-03-02', DueDate: '2026-04-01', ...general },
      Client: { Reference: reference },
      Items: [{ Description: 'Conseil', UnitRate: 250, Quantity: 2, VAT: 20 }],
    },
  });
  expect(made.status, made.text).toBe(200);
  return made.text.replace('Reference: ', '');
};
const file = async (call: Caller, n: string, format: 'ubl' | 'cii') =>
  (await call('GET', `/api/document.svc/get/invoice/${n}/${format}`)).text;

describe('French e-invoices (docs/api.md §17)', () => {
  it('to a French business: BT-23 from OperationCategory, BT-8 from VATOnDebits, PMD/PMT/AAB and BAR B2B notes; both syntaxes pass BR-FR', async () => {
    const call = await sellerAccount();
    await call('POST', '/api/client/create', {
      json: {
        Reference: 'FR-B2B',
        Company: { CompanyName: 'Acheteur SA', VATIntra: 'FR44732829320' },
        RegistrationId: '732829320',
        RegistrationScheme: '0002',
        ElectronicAddress: '732829320',
        ElectronicAddressScheme: '0225',
        Addresses: [address('FR', 'Lyon')],
      },
    });
    const n = await invoiceTo(call, 'FR-B2B', { OperationCategory: 'goods', VATOnDebits: false });
    const ubl = await file(call, n, 'ubl');
    await valid(ubl);
    expect(ubl).toContain('<cbc:ProfileID>B1</cbc:ProfileID>');
    // Goods: VAT due at delivery, whatever VATOnDebits says (CGI art. 269).
    expect(ubl).toContain('<cac:InvoicePeriod><cbc:DescriptionCode>35</cbc:DescriptionCode></cac:InvoicePeriod>');
    expect(ubl).toContain('<cbc:Note>#PMD#Pénalités de retard : taux annuel de 11,25 %.</cbc:Note>');
    expect(ubl).toContain('<cbc:Note>#BAR#B2B</cbc:Note>');
    const cii = await file(call, n, 'cii');
    await valid(cii);
    expect(cii).toContain('<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>B1</ram:ID>');
    expect(cii).toContain('<ram:DueDateTypeCode>29</ram:DueDateTypeCode>');
    expect(cii).toContain('<ram:Content>B2B</ram:Content><ram:SubjectCode>BAR</ram:SubjectCode>');
  });

  it('to a consumer (B2C) and to a business abroad (B2BINT): no SIREN asked; both pass BR-FR', async () => {
    const call = await sellerAccount();
    await call('POST', '/api/client/create', {
      json: {
        Reference: 'CONSUMER',
        Kind: 'consumer',
        ElectronicAddress: 'jean@example.org',
        ElectronicAddressScheme: 'EM',
        Contacts: [{ Principal: true, FirstName: 'Jean', LastName: 'Dupont', Email: 'jean@example.org' }],
        Addresses: [address('FR', 'Nantes')],
      },
    });
    await call('POST', '/api/client/create', {
      json: {
        Reference: 'BE',
        Company: { CompanyName: 'Klant NV', VATIntra: 'BE0876543270' },
        ElectronicAddress: '0876543270',
        ElectronicAddressScheme: '0208',
        Addresses: [address('BE', 'Antwerpen')],
      },
    });
    for (const [reference, treatment] of [
      ['CONSUMER', 'B2C'],
      ['BE', 'B2BINT'],
    ]) {
      const n = await invoiceTo(call, reference!, { OperationCategory: 'services' });
      for (const format of ['ubl', 'cii'] as const) {
        const xml = await file(call, n, format);
        await valid(xml);
        expect(xml).toContain(format === 'ubl' ? `#BAR#${treatment}<` : `<ram:Content>${treatment}</ram:Content>`);
      }
    }
  });

  it('a French business buyer without SIREN, or a seller without one: 409 einvoice_incomplete naming the BR-FR rules', async () => {
    const call = await sellerAccount();
    await call('POST', '/api/client/create', {
      json: { Reference: 'NOSIREN', Company: { CompanyName: 'Sans Siren SARL' }, Addresses: [address('FR', 'Lyon')] },
    });
    // Issued, its platform would reject it: refused (docs/api.md §20), naming the rules.
    const asSent = await call('POST', '/api/document.svc/create/invoice', {
      json: {
        General: { Status: 'sent', DateIssue: '2026-03-02', DueDate: '2026-04-01' },
        Client: { Reference: 'NOSIREN' },
        Items: [{ Description: 'Conseil', UnitRate: 250, Quantity: 2, VAT: 20 }],
      },
    });
    expect(asSent.json.error.details.map((d: { rule: string }) => d.rule)).toEqual([
      'BR-FR-12',
      'BR-FR-11',
      'BR-FR-21',
    ]);
    const n = await invoiceTo(call, 'NOSIREN', { Status: 'draft' });
    for (const format of ['ubl', 'cii']) {
      const res = await call('GET', `/api/document.svc/get/invoice/${n}/${format}`);
      expect(res.status).toBe(409);
      // No address for the buyer either: neither an ElectronicAddress nor the document's ContactEmail.
      expect(res.json.error.details.map((d: { rule: string }) => d.rule)).toEqual(['BR-FR-12', 'BR-FR-11', 'BR-FR-21']);
    }
    expect(
      (
        await call('PUT', '/api/account/profile', {
          json: { RegistrationScheme: '0088', RegistrationId: '3012345678904' },
        })
      ).status,
    ).toBe(200);
    const res = await call('GET', `/api/document.svc/get/invoice/${n}/ubl`);
    expect(res.json.error.details.map((d: { rule: string }) => d.rule)).toContain('BR-FR-10');
  });

  it('the Peppol BIS 3.0 UBL of an invoice and its credit note passes EN 16931 + Peppol; without declared addresses or a reference, 409 naming the Peppol rules', async () => {
    const call = await sellerAccount();
    await call('POST', '/api/client/create', {
      json: {
        Reference: 'PEPPOL',
        Company: { CompanyName: 'Klant NV', VATIntra: 'BE0876543270' },
        RegistrationId: '0876543270',
        RegistrationScheme: '0208',
        ElectronicAddress: '0876543270',
        ElectronicAddressScheme: '0208',
        Addresses: [address('BE', 'Antwerpen')],
      },
    });
    const n = await invoiceTo(call, 'PEPPOL', { BuyerReference: 'REF-1' });
    const peppol = (await call('GET', `/api/document.svc/get/invoice/${n}/peppol`)).text;
    await valid(peppol, ['en16931', 'peppol']);
    expect(peppol).toContain('<cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>');
    expect(peppol.match(/<cbc:Note>/g)).toHaveLength(1);
    const note = await call('POST', '/api/document.svc/create/creditnote', {
      json: { General: { Invoice: n }, Items: [{ Description: 'Remise', UnitRate: 50, Quantity: 1, VAT: 20 }] },
    });
    const cn = note.text.replace('Reference: ', '');
    await valid((await call('GET', `/api/document.svc/get/creditnote/${cn}/peppol`)).text, ['en16931', 'peppol']);

    await call('POST', '/api/client/create', {
      json: { Reference: 'NOADDR', Company: { CompanyName: 'Zonder BV' }, Addresses: [address('BE', 'Gent')] },
    });
    const bare = await invoiceTo(call, 'NOADDR');
    const res = await call('GET', `/api/document.svc/get/invoice/${bare}/peppol`);
    expect(res.status).toBe(409);
    expect(res.json.error.details.map((d: { rule: string }) => d.rule)).toEqual([
      'PEPPOL-EN16931-R010',
      'PEPPOL-EN16931-R003',
    ]);
  });

  it('a document in another currency states its VAT in the account currency (BT-6, BT-111) by its ExchangeRate; without one, it is not issued', async () => {
    const call = await sellerAccount();
    const us = await call('POST', '/api/client/create', {
      json: {
        Reference: 'US',
        Kind: 'consumer',
        ElectronicAddress: 'smith@example.com',
        ElectronicAddressScheme: 'EM',
        Contacts: [{ Principal: true, LastName: 'Smith' }],
        Addresses: [address('US', 'Boston')],
      },
    });
    expect(us.status, us.text).toBe(200);
    const usd = {
      General: { Currency: 'USD', DateIssue: '2026-03-12', DueDate: '2026-04-11', ExchangeRate: 0.9237 },
      Client: { Reference: 'US' },
      Items: [{ Description: 'Licence', UnitRate: 1234.56, Quantity: 1, VAT: 20 }],
    };
    const made = await call('POST', '/api/document.svc/create/invoice', { json: usd });
    const n = made.text.replace('Reference: ', '');
    expect(
      (await call('PUT', `/api/document.svc/update/invoice/${n}`, { json: { General: { Status: 'sent' } } })).status,
    ).toBe(200);
    expect((await call('GET', `/api/document.svc/get/invoice/${n}`)).json.General.ExchangeRate).toBe(0.9237);
    const ubl = await file(call, n, 'ubl');
    await valid(ubl);
    // VAT 246.91 USD x 0.9237 = 228.070... EUR.
    expect(ubl).toContain('<cbc:TaxCurrencyCode>EUR</cbc:TaxCurrencyCode>');
    expect(ubl).toContain('<cac:TaxTotal><cbc:TaxAmount currencyID="EUR">228.07</cbc:TaxAmount></cac:TaxTotal>');
    const cii = await file(call, n, 'cii');
    await valid(cii);
    expect(cii).toContain('<ram:TaxTotalAmount currencyID="EUR">228.07</ram:TaxTotalAmount>');

    const bare = await call('POST', '/api/document.svc/create/invoice', {
      json: { ...usd, General: { ...usd.General, ExchangeRate: undefined } },
    });
    const draft = bare.text.replace('Reference: ', '');
    const refused = await call('PUT', `/api/document.svc/update/invoice/${draft}`, {
      json: { General: { Status: 'sent' } },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('einvoice_incomplete');
    expect((await call('GET', `/api/document.svc/get/invoice/${draft}`)).json.General.Status).toBe('draft');
    expect(
      (await call('POST', '/api/document.svc/create/invoice', { json: { ...usd, General: { ExchangeRate: 0 } } }))
        .status,
    ).toBe(400);
  });
});
