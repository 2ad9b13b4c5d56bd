import { describe, expect, it } from 'vitest';
import { pdfjs, pdfText } from '../../../test/support/pdf-text.ts';
import { documentPdf } from '../../renderers/pdf/document.ts';
import { withDefaults } from '../profile/service.ts';
import { reminderWordingFor } from '../reminders/wording.ts';
import { latePaymentMention } from './late-payment.ts';
import type { Document } from './model.ts';
import { presentDocument } from './presentation.ts';
import { applyDocumentInput, newDocument } from './rules.ts';
import { wordingFor } from './wording.ts';

/**
 * One presentation of a document (shared/features/documents/presentation.ts) for the PDF, the
 * page and the e-mail: the figures add up, in the reader's language and formats, and the PDF
 * lays them out without overlap.
 */
const profile = withDefaults({ LegalName: 'Atelier Exemple SAS', City: 'Paris', Country: 'FR' });
const parties = { profile, company: 'Atelier', currency: 'EUR' };

function invoice(input: Parameters<typeof applyDocumentInput>[1], extra: Partial<Document> = {}): Document {
  const doc = applyDocumentInput(newDocument('a', 'invoice', Date.UTC(2026, 10, 24), 1, '2026-11-24'), input, {}, true);
  return { ...doc, ...extra, General: { ...doc.General, Number: 'INV-0001', Status: 'sent' } };
}

const paidAndCredited = invoice(
  {
    General: { DueDate: '2026-12-24', Currency: 'EUR' },
    Items: [
      { Description: 'Conseil', UnitRate: '1000', Quantity: '1.5', Discount: '10', VAT: '20' },
      { Description: 'Frais', UnitRate: '486.45', Quantity: '1', VAT: '20' },
    ],
  },
  {
    payments: [{ paymentId: 1, amount: '500', date: '2026-11-30' }],
    credits: [{ number: 'CN-0001', date: '2026-12-01', net: '120', bases: { '20': '100' } }],
  },
);

describe('the presentation of a document', () => {
  it('adds up: the total, each credit note and payment with its number and date, then what is due', () => {
    const shown = presentDocument(paidAndCredited, parties, wordingFor('fr'));
    // 1350 + 486.45 = 1836.45 HT; VAT 367.29; TTC 2203.74; - 120 - 500 = 1583.74.
    expect(shown.totals.map((t) => `${t.label}: ${t.value}`)).toEqual([
      'Total HT: 1\u202f836,45\u00a0€',
      'TVA 20\u00a0%: 367,29\u00a0€',
      'Total TTC: 2\u202f203,74\u00a0€',
      'Avoir CN-0001 du 1 décembre 2026: -120,00\u00a0€',
      'Paiement du 30 novembre 2026: -500,00\u00a0€',
      'Reste à payer: 1\u202f583,74\u00a0€',
    ]);
    expect(shown.lines[0]).toMatchObject({ description: 'Conseil', discount: 'remise 10\u00a0%', quantity: '1,5' });
    expect(shown.facts[0]).toEqual({ label: 'Date', value: '24 novembre 2026' });
    expect(shown.dueDate).toBe('24 décembre 2026');
  });

  it("writes figures and dates in the client's region where the words are its language's: a Swiss German reader's", () => {
    const swiss = presentDocument(paidAndCredited, parties, wordingFor('de-CH'));
    const german = presentDocument(paidAndCredited, parties, wordingFor('de'));
    expect(swiss.totals.at(-1)).toMatchObject({ label: german.totals.at(-1)!.label, value: "EUR\u00a01'583.74" });
    expect(german.totals.at(-1)!.value).toBe('1.583,74\u00a0€');
    expect(swiss.lines[0]!.quantity).toBe('1.5');
    // Another region's words are not taken with its digits: English words, English figures.
    expect(wordingFor('pt-BR')).toBe(wordingFor('en'));
  });

  it("states a foreign-currency document's VAT in the account's currency, at its rate; without VAT, 0 without one (as BT-111)", () => {
    const vatRow = (doc: Document) =>
      presentDocument(doc, parties, wordingFor('fr'))
        .totals.filter((t) => t.label.startsWith('TVA en'))
        .map((t) => `${t.label}: ${t.value}`);
    const line = { Description: 'Conseil', UnitRate: '1000', Quantity: '1' };
    expect(
      vatRow(invoice({ General: { Currency: 'USD', ExchangeRate: '0.9237' }, Items: [{ ...line, VAT: '20' }] })),
    ).toEqual(['TVA en EUR (1 USD = 0,9237 EUR): 184,74 €']);
    expect(vatRow(invoice({ General: { Currency: 'USD' }, Items: [{ ...line, VAT: '0' }] }))).toEqual([
      'TVA en EUR: 0,00 €',
    ]);
    // With VAT and no rate there is nothing to state (issuing it as a French e-invoice asks the rate).
    expect(vatRow(invoice({ General: { Currency: 'USD' }, Items: [{ ...line, VAT: '20' }] }))).toEqual([]);
    expect(vatRow(invoice({ General: { Currency: 'EUR' }, Items: [{ ...line, VAT: '0' }] }))).toEqual([]);
    // The rate as each language writes a number.
    const rated = invoice({ General: { Currency: 'USD', ExchangeRate: '1.0923' }, Items: [{ ...line, VAT: '20' }] });
    const labels = ['en', 'de', 'es', 'it', 'nl'].map(
      (culture) =>
        presentDocument(rated, parties, wordingFor(culture)).totals.find((t) => t.label.includes('='))?.label,
    );
    expect(labels).toEqual([
      'VAT in EUR (1 USD = 1.0923 EUR)',
      'USt. in EUR (1 USD = 1,0923 EUR)',
      'IVA en EUR (1 USD = 1,0923 EUR)',
      'IVA in EUR (1 USD = 1,0923 EUR)',
      'Btw in EUR (1 USD = 1,0923 EUR)',
    ]);
  });

  it('prints a quantity with every decimal it has (up to the six the input takes), as the locale writes it', () => {
    const shown = presentDocument(
      invoice({ Items: [{ Description: 'Heures', UnitRate: '80', Quantity: '1.234567', VAT: '20' }] }),
      parties,
      wordingFor('fr'),
    );
    expect(shown.lines[0]!.quantity).toBe('1,234567');
  });

  it("speaks English, French, German, Spanish, Italian and Dutch, in each one formats as the reader's region does", () => {
    const titles = ['en', 'fr-FR', 'de_AT', 'es', 'it-CH', 'nl-BE', 'ja'].map((culture) => {
      const shown = presentDocument(paidAndCredited, parties, wordingFor(culture));
      return `${shown.title} | ${shown.totals.at(-1)!.label} ${shown.totals.at(-1)!.value}`;
    });
    expect(titles).toEqual([
      'Invoice | Amount due €1,583.74',
      'Facture | Reste à payer 1\u202f583,74\u00a0€',
      'Rechnung | Zu zahlen €\u00a01.583,74',
      'Factura | Importe pendiente 1583,74\u00a0€',
      'Fattura | Importo dovuto €\u00a01583.74',
      'Factuur | Te betalen €\u00a01.583,74',
      'Invoice | Amount due €1,583.74',
    ]);
  });
});

describe('the PDF of the presentation', () => {
  const words = wordingFor('de');

  it('prints the same figures, and no column header overlaps another (German, the longest words)', async () => {
    const pdf = await documentPdf(paidAndCredited, presentDocument(paidAndCredited, parties, words), words);
    const text = await pdfText(pdf);
    expect(text).toContain('Gutschrift CN-0001 vom 1. Dezember 2026 -120,00 €');
    expect(text).toContain('Zu zahlen 1.583,74 €');
    expect(text).toContain('Rabatt 10 %');
    const { getDocument } = await pdfjs();
    const page = await (await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise).getPage(1);
    const items = (await page.getTextContent()).items.filter((i) => 'str' in i && i.str.trim()) as {
      str: string;
      transform: number[];
      width: number;
    }[];
    const header = items.filter((i) => ['Beschreibung', 'Menge', 'Einzelpreis', 'USt.', 'Betrag'].includes(i.str));
    expect(header).toHaveLength(5);
    const spans = header.map((i) => [i.transform[4]!, i.transform[4]! + i.width]).sort((a, b) => a[0]! - b[0]!);
    for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBeGreaterThan(spans[i - 1]![1]!);
  });

  it('runs a long invoice over numbered pages, the table header on each, every description whole', async () => {
    const long = invoice({
      Items: Array.from({ length: 120 }, (_, i) => ({
        Description: `Ligne ${i}: ${'prestation de conseil détaillée sur plusieurs mots, '.repeat(3)}fin ${i}`,
        UnitRate: '19.99',
        Quantity: '1',
        VAT: '20',
      })),
    });
    const fr = wordingFor('fr');
    const pdf = await documentPdf(long, presentDocument(long, parties, fr), fr);
    const { getDocument } = await pdfjs();
    const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
    expect(doc.numPages).toBeGreaterThan(3);
    for (let n = 1; n <= doc.numPages; n++) {
      const text = (await (await doc.getPage(n)).getTextContent()).items
        .map((i) => ('str' in i ? i.str : ''))
        .join(' ');
      expect(text).toContain(`Page ${n} sur ${doc.numPages}`);
      if (n < doc.numPages) expect(text).toContain('Désignation');
    }
    const all = await pdfText(pdf);
    // Wrapped, not cut: each description's last words are there.
    for (const i of [0, 57, 119]) expect(all).toContain(`fin ${i}`);
    expect(all).not.toContain('...');
  });
});

describe('the other words a client reads, in the six languages', () => {
  const facts = {
    number: 'INV-0001',
    seller: 'Atelier',
    contact: 'Louise',
    amountDue: '120,00 €',
    dueDate: '1 mars',
    days: 3,
  };

  it('a reminder, by its Culture', () => {
    expect(
      ['en', 'fr-FR', 'de', 'es-ES', 'it', 'nl-NL', 'pt'].map((c) =>
        reminderWordingFor(c).subject('INV-0001', 'Atelier'),
      ),
    ).toEqual([
      'Reminder: invoice INV-0001 from Atelier',
      'Rappel : facture INV-0001 de Atelier',
      'Zahlungserinnerung: Rechnung INV-0001 von Atelier',
      'Recordatorio: factura INV-0001 de Atelier',
      'Promemoria: fattura INV-0001 da Atelier',
      'Herinnering: factuur INV-0001 van Atelier',
      'Reminder: invoice INV-0001 from Atelier',
    ]);
    expect(reminderWordingFor('de').body({ ...facts, iban: 'DE89370400440532013000' })).toContain(
      'vor 3 Tagen; offen sind noch 120,00 €.',
    );
  });

  it('the late-payment mention, its rate and indemnity written for the language', () => {
    const charges = { LatePaymentRate: '12.15', RecoveryIndemnity: '40' };
    expect(latePaymentMention('it-IT', charges, 'EUR')).toBe(
      'Ogni ritardo di pagamento comporta interessi al tasso annuo del 12,15%; i clienti professionali devono un’indennità forfettaria per spese di recupero di 40,00\u00a0€.',
    );
    expect(latePaymentMention('nl', charges, 'EUR')).toContain('12,15%');
  });
});
