import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Failure } from '../../../kernel/errors.ts';
import { toCii } from '../../../renderers/einvoice/cii.ts';
import { toUbl } from '../../../renderers/einvoice/ubl.ts';
import type { EInvoiceFacts } from '../facts.ts';
import { checkReceived } from './checks.ts';
import { readEInvoice, readXml } from './index.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../../test/fixtures/einvoices/${name}`, import.meta.url));

/** Facts as the writers take them: two rates, a price discount, a document allowance, a deposit paid. */
const facts: EInvoiceFacts = {
  kind: 'invoice',
  typeCode: '380',
  number: 'F-2026-0042',
  issueDate: '2026-03-05',
  dueDate: '2026-04-04',
  currency: 'EUR',
  notes: [{ text: 'Merci' }, { code: 'PMT', text: 'Indemnité forfaitaire de 40 EUR' }],
  buyerReference: 'ACHATS',
  orderReference: 'PO-7',
  preceding: [{ number: 'D-2026-0001', date: '2026-02-01' }],
  seller: {
    name: 'Atelier SAS',
    tradeName: 'Atelier',
    address: { line1: '12 rue de Rivoli', line2: '', city: 'Paris', zip: '75004', state: '', country: 'FR' },
    vatId: 'FR40303265045',
    registration: { id: '303265045', scheme: '0002' },
    endpoint: { id: '303265045', scheme: '0225', declared: true },
    email: 'factures@atelier.example',
    phone: '',
  },
  buyer: {
    name: 'Acheteur SAS',
    tradeName: '',
    address: { line1: '5 place Bellecour', line2: '', city: 'Lyon', zip: '69002', state: '', country: 'FR' },
    vatId: 'FR44732829320',
    email: '',
    phone: '',
  },
  iban: 'FR7630001007941234567890185',
  paymentMeansCode: '58',
  paymentReference: 'RF18539007547034',
  bic: 'BDFEFRPP',
  paymentTerms: '30 jours',
  lines: [
    {
      id: '1',
      name: 'Conseil',
      quantity: '2',
      unitCode: 'HUR',
      grossPrice: '130.00',
      priceDiscount: '6.55',
      netPrice: '123.45',
      lineNet: '246.90',
      category: 'S',
      rate: '20',
    },
    {
      id: '2',
      name: 'Livres',
      quantity: '3',
      unitCode: 'C62',
      grossPrice: '19.99',
      priceDiscount: '0',
      netPrice: '19.99',
      lineNet: '59.97',
      category: 'S',
      rate: '5.5',
    },
  ],
  breakdown: [
    { category: 'S', rate: '20', base: '236.90', tax: '47.38', allowance: '10.00' },
    { category: 'S', rate: '5.5', base: '59.97', tax: '3.30', allowance: '0.00' },
  ],
  totals: {
    lineTotal: '306.87',
    allowances: '10.00',
    charges: '0',
    taxExclusive: '296.87',
    tax: '50.68',
    taxInclusive: '347.55',
    prepaid: '47.55',
    payable: '300.00',
  },
};

describe("reading a supplier e-invoice into the writers' facts", () => {
  it('reads back every fact the UBL writer lays out', () => {
    const read = readXml(toUbl(facts));
    expect(read.syntax).toBe('UBL');
    expect(read.facts).toEqual(facts);
  });

  it('reads back every fact the CII writer lays out', () => {
    const read = readXml(toCii(facts));
    expect(read.syntax).toBe('CII');
    // CII has no place for a contact e-mail without a contact, nor a buyer trade name: as written.
    expect(read.facts).toEqual(facts);
  });

  it('reads a credit note (UBL CreditNote, CII 381) as one', () => {
    const credit: EInvoiceFacts = { ...facts, kind: 'creditnote', typeCode: '381', dueDate: undefined };
    delete credit.dueDate;
    expect(readXml(toUbl(credit)).facts.kind).toBe('creditnote');
    expect(readXml(toCii(credit)).facts.kind).toBe('creditnote');
  });

  it('reads the CEN examples of another producer alike in both syntaxes, and finds them valid', () => {
    const ubl = readXml(fixture('guide-example1.xml').toString('utf8')).facts;
    const cii = readXml(fixture('CII_example1.xml').toString('utf8')).facts;
    for (const f of [ubl, cii]) {
      expect(f.number).toBe('12115118');
      expect(f.issueDate).toBe('2015-01-09');
      expect(f.seller.vatId).toBe('NL8200.98.395.B.01');
      expect(Number(f.totals.payable)).toBe(250.33);
      expect(f.breakdown.map((b) => [b.rate, Number(b.base), Number(b.tax)])).toEqual([
        ['6', 183.23, 10.99],
        ['21', 46.37, 9.74],
      ]);
      expect(f.lines).toHaveLength(20);
      expect(checkReceived(f)).toEqual({ Valid: true, Rules: [], RuleSet: 'en16931-core' });
    }
  });

  it('finds the sums that do not hold, and for a French seller the BR-FR gaps apart', () => {
    const wrong = { ...facts, totals: { ...facts.totals, tax: '50.69' }, notes: [] };
    const check = checkReceived(wrong);
    expect(check.Valid).toBe(false);
    expect(check.Rules).toContain('BR-CO-14');
    expect(check.France).toMatchObject({ Valid: false, Rules: ['BR-FR-05', 'BR-FR-12'] });
    expect(checkReceived(facts).Valid).toBe(true);
  });

  it('refuses what is no e-invoice of these syntaxes, with a 400 naming where', async () => {
    const refusals = [
      'not xml at all',
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><cbc:ID>1</Invoice>',
      '<Order xmlns="urn:example:order"><ID>1</ID></Order>',
      '<Invoice xmlns="urn:example:not-ubl"><ID>1</ID></Invoice>',
      '<!DOCTYPE x [<!ENTITY a "b">]><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>',
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>1</ID></Invoice>',
    ];
    for (const xml of refusals) expect(() => readXml(xml), xml).toThrow(Failure);
    await expect(readEInvoice({ type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') })).rejects.toThrow(
      Failure,
    );
  });
});
