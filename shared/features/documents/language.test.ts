import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/support/pdf-text.ts';
import { decimal, ZERO } from '../../kernel/money.ts';
import { statementPdf } from '../../renderers/pdf/statement.ts';
import { lateFeeWords } from './late-payment.ts';
import { documentLocale } from './wording.ts';

/**
 * One language per document (issue "What it issues, a French business can sign", item 4): words,
 * dates, numbers and percentages from the same locale, the client's when the documents speak
 * its language, else the language they are written in.
 */
describe('the language of a document', () => {
  it("is the client's locale when the documents speak it, else the written language's", () => {
    expect(documentLocale('fr-CA')).toBe('fr-CA');
    expect(documentLocale('de_AT')).toBe('de-AT');
    expect(documentLocale('ar-SA')).toBe('en-GB');
    expect(documentLocale('ja')).toBe('en-GB');
    expect(documentLocale(undefined)).toBe('en-GB');
    expect(documentLocale('not a culture')).toBe('en-GB');
  });

  it('writes a late fee for a client whose language the documents do not speak in English words and English digits', () => {
    const words = lateFeeWords(documentLocale('ar-SA'), 'INV-0001');
    const line = words.interest('2031-02-10', '2031-03-12', 30, '12.5');
    expect(line).toContain('10 February 2031');
    expect(line).toMatch(/^[\x20-\x7e]+$/);
  });

  it("prints a statement for such a client with the English locale's dates and amounts (no Arabic digits for bidi to reorder)", async () => {
    const statement = {
      clientId: 1,
      clientName: 'شركة الأمل',
      culture: 'ar-SA',
      from: '2031-01-01',
      to: '2031-03-31',
      sections: [
        {
          currency: 'EUR',
          opening: ZERO,
          lines: [
            {
              date: '2031-02-10',
              type: 'invoice' as const,
              reference: 'INV-0001',
              debit: decimal('1234.5'),
              credit: ZERO,
              balance: decimal('1234.5'),
            },
          ],
          closing: decimal('1234.5'),
        },
      ],
    };
    const text = await pdfText(await statementPdf(statement, 'Vendeur SAS', documentLocale(statement.culture)));
    expect(text).toContain('10 February 2031');
    expect(text).toContain('€1,234.50');
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });
});
