import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, itemArbitrary, itemsOf, lineCents, rateCents } from '../../../test/support/totals-oracle.ts';
import { computeTotals } from './totals.ts';

/** Totals against an independent oracle (test/support/totals-oracle.ts). */
describe('totals, for any document', () => {
  it('agree with exact rational arithmetic', () => {
    fc.assert(
      fc.property(
        fc.array(itemArbitrary, { minLength: 1, maxLength: 30 }),
        fc.constantFrom('0', '3', '10', '15.5'),
        (lines, generalDiscount) => {
          const items = itemsOf(lines);
          const totals = computeTotals({
            Items: items,
            General: { GeneralDiscount: generalDiscount, Currency: 'EUR' } as never,
          });
          items.forEach((it, i) => {
            expect(Number(totals.items[i]!.toString())).toBe(cents(lineCents(it)));
          });
          const rates = rateCents(items, generalDiscount);
          let base = 0n;
          let tax = 0n;
          let discount = 0n;
          for (const t of totals.TOTALTAX) {
            const rate = rates.get(t.VATPercentage.toString())!;
            expect(Number(t.VATBase.toString())).toBe(cents(rate.base));
            expect(Number(t.VATValue.toString())).toBe(cents(rate.tax));
            base += rate.base;
            tax += rate.tax;
            discount += rate.allowance;
          }
          expect(totals.TOTALTAX).toHaveLength(rates.size);
          expect(Number(totals.TOTALRAW.toString())).toBe(cents(base));
          expect(Number(totals.TotalDiscount.toString())).toBe(cents(discount));
          expect(Number(totals.TotalNET.toString())).toBe(cents(base + tax));
        },
      ),
      { numRuns: 300 },
    );
  });
});
