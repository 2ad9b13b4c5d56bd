import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateCreditTransfer, validateDirectDebit } from '../../infra/local/einvoice-validator.ts';
import { toPain008 } from '../../shared/features/directdebit/pain008.ts';
import { toPain001 } from '../../shared/features/purchases/transfer-file.ts';

/**
 * Every SEPA file the service makes is one a bank takes (docs/api.md §18, §19), whatever the
 * names and texts in it: a client or supplier named in any script, in symbols only, of any
 * length. Each pain.008 and pain.001 passes the kit's schema, and every text in it is in the
 * EPC's Latin set (EPC217-08), which the schema does not check.
 */
const LATIN = /^[A-Za-z0-9/\-?:().,'+ ]+$/;

/** Names as a business meets them: any script, accents, symbols, emoji, long or nearly empty. */
const name = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 90 }),
  fc.string({ unit: 'grapheme-composite', minLength: 1, maxLength: 30 }),
  fc.constantFrom(
    '山田太郎',
    'Ελληνικά ΑΕ',
    'ООО «Ромашка»',
    'Ørsted A/S',
    'Müller & Söhne GmbH',
    'Łódź Straße ß',
    '★★★',
    '😀',
    'شركة النور',
    'x'.repeat(200),
  ),
);
const amount = fc.oneof(
  fc.integer({ min: 1, max: 99_999_999_999 }).map((cents) => (cents / 100).toFixed(2)),
  fc.constantFrom('0.01', '999999999.99'),
);
const iban = fc.constantFrom('FR7630006000011234567890189', 'DE89370400440532013000', 'BE71096123456769');
const bic = fc.option(fc.constantFrom('AGRIFRPP', 'COBADEFFXXX'), { nil: undefined });

/** The texts of the elements a bank shows: names, remittance, ids. */
const textsOf = (xml: string, tags: string[]) =>
  tags.flatMap((tag) =>
    [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) =>
      m[1]!
        .replace(/&apos;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    ),
  );

describe('SEPA files in any script', () => {
  it('a direct debit file (pain.008) passes the schema, its texts in the Latin set', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          creditor: name,
          creditorBic: bic,
          debits: fc.array(
            fc.record({
              debtorName: name,
              amount,
              remittance: name,
              debtorIban: iban,
              debtorBic: bic,
              scheme: fc.constantFrom('CORE', 'B2B'),
              sequence: fc.constantFrom('FRST', 'RCUR', 'OOFF'),
            }),
            { minLength: 1, maxLength: 5 },
          ),
        }),
        async ({ creditor, creditorBic, debits }) => {
          const xml = toPain008({
            messageId: 'DD-2026-11-29-0001',
            createdAt: new Date('2026-11-29T08:00:00Z'),
            collectionDate: '2026-12-10',
            creditor: {
              name: creditor,
              iban: 'FR7630006000011234567890189',
              creditorId: 'FR12ZZZ123456',
              ...(creditorBic ? { bic: creditorBic } : {}),
            },
            debits: debits.map((d, i) => ({
              ...d,
              ...(d.debtorBic ? { debtorBic: d.debtorBic } : { debtorBic: undefined }),
              endToEndId: `RF18539007547034${i}`,
              mandateId: `RUM-2026-${i}`,
              signedAt: '2026-01-15',
            })) as never,
          });
          const checked = await validateDirectDebit(xml);
          expect(checked.schemaErrors).toEqual([]);
          for (const text of textsOf(xml, ['Nm', 'Ustrd', 'EndToEndId', 'MndtId', 'MsgId', 'PmtInfId']))
            expect(text).toMatch(LATIN);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a credit transfer file (pain.001) passes the schema, its texts in the Latin set', {
    timeout: 300_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          debtor: name,
          transfers: fc.array(
            fc.record({
              creditorName: name,
              amount,
              remittance: fc.oneof(name, fc.constant('RF18539007547034')),
              creditorIban: iban,
              creditorBic: bic,
            }),
            { minLength: 1, maxLength: 5 },
          ),
        }),
        async ({ debtor, transfers }) => {
          const xml = toPain001({
            messageId: 'CT-2026-11-29-0001',
            createdAt: new Date('2026-11-29T08:00:00Z'),
            executionDate: '2026-12-01',
            debtor: { name: debtor, iban: 'FR7630006000011234567890189' },
            transfers: transfers.map((t, i) => ({
              ...t,
              ...(t.creditorBic ? { creditorBic: t.creditorBic } : { creditorBic: undefined }),
              endToEndId: `PAY-${i}`,
            })) as never,
          });
          const checked = await validateCreditTransfer(xml);
          expect(checked.schemaErrors).toEqual([]);
          for (const text of textsOf(xml, ['Nm', 'Ustrd', 'EndToEndId', 'MsgId', 'PmtInfId']))
            expect(text).toMatch(LATIN);
        },
      ),
      { numRuns: 100 },
    );
  });
});
