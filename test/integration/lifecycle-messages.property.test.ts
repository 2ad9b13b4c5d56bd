import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateLifecycleMessage } from '../../infra/local/einvoice-validator.ts';
import { toCdar } from '../../shared/features/einvoice/cdar.ts';
import { BUYER_STATUS_REASONS } from '../../shared/features/einvoice/status-reasons.ts';

/**
 * Every lifecycle message the service makes passes the FNFE's BR-FR-CDV rules and the D22B
 * schema (docs/api.md §18, §20), whatever it carries: a buyer's status with each reason its
 * status allows, our 212 with amounts per rate above and below zero (cash-ins, refunds,
 * corrections), parties named in any script or with XML's own characters, invoice Numbers as
 * suppliers write them, every type code.
 */
const text = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
  fc.constantFrom('Atelier & Fils <SAS>', 'Ελληνικά ΑΕ', '山田商事', 'L\'Épicerie "Bio"'),
);
type BuyerStatus = keyof typeof BUYER_STATUS_REASONS;
const buyerStatuses = Object.keys(BUYER_STATUS_REASONS) as BuyerStatus[];

describe('lifecycle messages (CDAR D22B)', () => {
  it('each one made passes BR-FR-CDV and the schema', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<BuyerStatus | '212'>(...buyerStatuses, '212'),
        fc.record({
          sellerName: text,
          buyerName: text,
          number: fc.string({ minLength: 1, maxLength: 35 }),
          typeCode: fc.constantFrom('380', '381', '386', '384', '389'),
          reasonIndex: fc.nat(),
          reasonText: fc.option(text, { nil: undefined }),
          amounts: fc.array(
            fc.tuple(fc.integer({ min: -99_999_999, max: 99_999_999 }), fc.constantFrom('20', '10', '5.5', '2.1', '0')),
            { minLength: 1, maxLength: 3 },
          ),
        }),
        async (status, m) => {
          const seller = status === '212';
          const reasons: readonly string[] = seller ? [] : BUYER_STATUS_REASONS[status];
          const reason = reasons[m.reasonIndex % Math.max(reasons.length, 1)];
          const xml = toCdar({
            id: 'M-1',
            at: new Date('2026-11-29T08:00:00Z'),
            status,
            sender: {
              siren: seller ? '303265045' : '732829320',
              name: m.sellerName,
              role: seller ? 'SE' : 'BY',
              endpoint: { id: seller ? '303265045' : '732829320', scheme: '0225' },
            },
            recipient: {
              siren: seller ? '732829320' : '303265045',
              name: m.buyerName,
              role: seller ? 'BY' : 'SE',
              endpoint: { id: seller ? '732829320' : '303265045', scheme: '0225' },
            },
            invoice: {
              number: m.number,
              typeCode: m.typeCode,
              issueDate: '2026-11-20',
              seller: { siren: '303265045' },
            },
            ...(reason ? { reason: { code: reason, ...(m.reasonText ? { text: m.reasonText } : {}) } } : {}),
            ...(seller
              ? {
                  amounts: m.amounts.map(([cents, rate]) => ({
                    code: 'MEN' as const,
                    amount: (cents / 100).toFixed(2),
                    currency: 'EUR',
                    percent: rate,
                  })),
                }
              : {}),
          });
          const checked = await validateLifecycleMessage(xml);
          expect([...checked.schemaErrors, ...checked.fatal.map((f) => `${f.id}: ${f.text}`)]).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });
});
