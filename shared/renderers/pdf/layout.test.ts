import { describe, expect, it } from 'vitest';
import { overlappingText } from '../../../test/support/pdf-text.ts';
import { lateFeeWords } from '../../features/documents/late-payment.ts';
import type { Document } from '../../features/documents/model.ts';
import { presentDocument } from '../../features/documents/presentation.ts';
import { applyDocumentInput, newDocument } from '../../features/documents/rules.ts';
import { documentLocale, wordingFor } from '../../features/documents/wording.ts';
import { withDefaults } from '../../features/profile/service.ts';
import type { Statement } from '../../features/statements/model.ts';
import { decimal, ZERO } from '../../kernel/money.ts';
import { documentPdf } from './document.ts';
import { statementPdf } from './statement.ts';

/**
 * No column of any PDF runs into another, in any of the six languages (issue "What it issues, a
 * French business can sign", item 6): statements, late-fee invoices and credit notes, with the
 * widest dates (September, December) and amounts the documents print.
 */
const LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl'] as const;
const profile = withDefaults({
  LegalName: 'Atelier Exemple SAS',
  City: 'Paris',
  Country: 'FR',
  RegistrationId: '732829320',
  RegistrationScheme: '0002',
});
const parties = { profile, company: 'Atelier', currency: 'EUR' };

const made = (
  type: 'invoice' | 'creditnote',
  input: Parameters<typeof applyDocumentInput>[1],
  extra: Partial<Document> = {},
): Document => {
  const doc = applyDocumentInput(newDocument('a', type, Date.UTC(2031, 8, 30), 1, '2031-09-30'), input, {}, true);
  return {
    ...doc,
    ...extra,
    General: { ...doc.General, Number: type === 'invoice' ? 'INV-000123' : 'CN-000045', Status: 'sent' },
  };
};

const statement = (culture: string): Statement => ({
  clientId: 7,
  clientName: 'Établissements Exemple et Fils SARL',
  culture,
  from: '2031-09-01',
  to: '2031-12-31',
  sections: [
    {
      currency: 'EUR',
      opening: decimal('-1234567.89'),
      lines: [
        {
          date: '2031-09-29',
          type: 'invoice',
          reference: 'INV-2031-000123',
          debit: decimal('9876543.21'),
          credit: ZERO,
          balance: decimal('8641975.32'),
        },
        {
          date: '2031-11-30',
          type: 'creditnote',
          reference: 'CN-2031-000045',
          debit: ZERO,
          credit: decimal('1234567.89'),
          balance: decimal('7407407.43'),
        },
        {
          date: '2031-12-28',
          type: 'payment',
          reference: 123456,
          debit: ZERO,
          credit: decimal('7407407.43'),
          balance: ZERO,
        },
      ],
      closing: ZERO,
    },
  ],
});

describe('no column of a PDF overlaps another, in every language', () => {
  for (const language of LANGUAGES) {
    it(`${language}: a statement, a late-fee invoice and a credit note`, async () => {
      const words = wordingFor(language);
      const locale = documentLocale(language);
      const fee = lateFeeWords(locale, 'INV-000123');
      const lateFee = made('invoice', {
        General: { DueDate: '2031-10-30', Currency: 'EUR', VATExemptionReason: fee.exemption },
        Items: [
          {
            Description: fee.interest('2031-09-02', '2031-12-30', 120, '12.15'),
            UnitRate: '123456.78',
            Quantity: '1',
            VAT: '0',
            VATCategory: 'O',
          },
          { Description: fee.indemnity, UnitRate: '40', Quantity: '1', VAT: '0', VATCategory: 'O' },
        ],
      });
      const creditNote = made('creditnote', {
        General: { Invoice: 'INV-000123', Currency: 'EUR' },
        Items: [
          {
            Description: 'Remboursement partiel de la prestation de septembre',
            UnitRate: '98765.43',
            Quantity: '12.5',
            Discount: '12.5',
            VAT: '20',
          },
        ],
      });
      for (const [what, pdf] of [
        ['statement', await statementPdf(statement(language), 'Atelier Exemple SAS', locale)],
        ['late fee', await documentPdf(lateFee, presentDocument(lateFee, parties, words), words)],
        ['credit note', await documentPdf(creditNote, presentDocument(creditNote, parties, words), words)],
      ] as const) {
        const overlaps = await overlappingText(pdf);
        expect(
          overlaps.map(([a, b]) => `${a.text} | ${b.text}`),
          `${language} ${what}`,
        ).toEqual([]);
      }
    });
  }
});
