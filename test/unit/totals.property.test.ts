import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../shared/features/documents/model.ts';
import { computeTotals } from '../../shared/features/documents/totals.ts';

/**
 * Totals against an independent oracle: exact rational arithmetic on BigInt (no decimal
 * library), rounding half-up (away from zero on the magnitude) to 2 decimals.
 */
type Rational = [bigint, bigint];
const rational = (decimalText: string): Rational => {
  const negative = decimalText.startsWith('-');
  const [whole = '0', fraction = ''] = decimalText.replace('-', '').split('.');
  const n = BigInt(whole + fraction) * (negative ? -1n : 1n);
  return [n, 10n ** BigInt(fraction.length)];
};
const mul = (a: Rational, b: Rational): Rational => [a[0] * b[0], a[1] * b[1]];
const add = (a: Rational, b: Rational): Rational => [a[0] * b[1] + b[0] * a[1], a[1] * b[1]];
const roundCents = ([n, d]: Rational): bigint => {
  const scaled = n * 100n;
  const sign = scaled < 0n ? -1n : 1n;
  const abs = scaled * sign;
  const q = abs / d;
  const r = abs % d;
  return sign * (2n * r >= d ? q + 1n : q);
};
const cents = (c: bigint) => Number(c) / 100;

const decimalText = (maxWhole: number, decimals: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxWhole }), fc.integer({ min: 0, max: 10 ** decimals - 1 }))
    .map(([w, f]) => (decimals ? `${w}.${String(f).padStart(decimals, '0')}` : String(w)));

const item = fc.record({
  UnitRate: decimalText(100_000, 3),
  Quantity: decimalText(1000, 2),
  Discount: fc.constantFrom('0', '5', '10', '12.5', '33.33', '100'),
  VAT: fc.constantFrom('0', '2.1', '5.5', '10', '20'),
});

describe('totals, for any document', () => {
  it('agree with exact rational arithmetic', () => {
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 30 }),
        fc.constantFrom('0', '3', '10', '15.5'),
        (lines, generalDiscount) => {
          const items: Item[] = lines.map((l, i) => ({
            Position: i + 1,
            Reference: null,
            Description: 'x',
            UnitType: '',
            ...l,
          }));
          const totals = computeTotals({
            Items: items,
            General: { GeneralDiscount: generalDiscount, Currency: 'EUR' } as never,
          });
          // The amended rule: per rate, S (sum of line totals), A = round(S x discount), B = S - A, V = round(B x rate).
          const byRate = new Map<string, bigint>();
          items.forEach((it, i) => {
            const total = roundCents(
              mul(
                mul(rational(it.Quantity), rational(it.UnitRate)),
                add([1n, 1n], mul(rational(it.Discount), [-1n, 100n])),
              ),
            );
            expect(Number(totals.items[i]!.toString())).toBe(cents(total));
            byRate.set(it.VAT, (byRate.get(it.VAT) ?? 0n) + total);
          });
          let base = 0n;
          let tax = 0n;
          let discount = 0n;
          for (const t of totals.TOTALTAX) {
            const sum = byRate.get(t.VATPercentage.toString())!;
            const allowance = roundCents(mul([sum, 100n], mul(rational(generalDiscount), [1n, 100n])));
            const rateBase = sum - allowance;
            const rateTax = roundCents(mul([rateBase, 100n], mul(rational(t.VATPercentage.toString()), [1n, 100n])));
            expect(Number(t.VATBase.toString())).toBe(cents(rateBase));
            expect(Number(t.VATValue.toString())).toBe(cents(rateTax));
            base += rateBase;
            tax += rateTax;
            discount += allowance;
          }
          expect(totals.TOTALTAX).toHaveLength(byRate.size);
          expect(Number(totals.TOTALRAW.toString())).toBe(cents(base));
          expect(Number(totals.TotalDiscount.toString())).toBe(cents(discount));
          expect(Number(totals.TotalNET.toString())).toBe(cents(base + tax));
        },
      ),
      { numRuns: 300 },
    );
  });
});
