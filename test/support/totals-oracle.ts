import fc from 'fast-check';
import type { Item } from '../../shared/features/documents/model.ts';

/**
 * An independent oracle of a document's totals: exact rational arithmetic on BigInt (no decimal
 * library), rounding half-up (away from zero on the magnitude) to 2 decimals.
 */
export type Rational = [bigint, bigint];
export const rational = (decimalText: string): Rational => {
  const negative = decimalText.startsWith('-');
  const [whole = '0', fraction = ''] = decimalText.replace('-', '').split('.');
  const n = BigInt(whole + fraction) * (negative ? -1n : 1n);
  return [n, 10n ** BigInt(fraction.length)];
};
export const mul = (a: Rational, b: Rational): Rational => [a[0] * b[0], a[1] * b[1]];
export const add = (a: Rational, b: Rational): Rational => [a[0] * b[1] + b[0] * a[1], a[1] * b[1]];
export const roundCents = ([n, d]: Rational): bigint => {
  const scaled = n * 100n;
  const sign = scaled < 0n ? -1n : 1n;
  const abs = scaled * sign;
  const q = abs / d;
  const r = abs % d;
  return sign * (2n * r >= d ? q + 1n : q);
};
/** Cents as the number the record answers. */
export const cents = (c: bigint) => Number(c) / 100;
/** A decimal's text as cents (it has 2 decimals at most). */
export const centsOf = (text: string): bigint => roundCents(rational(text));

export const decimalText = (maxWhole: number, decimals: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxWhole }), fc.integer({ min: 0, max: 10 ** decimals - 1 }))
    .map(([w, f]) => (decimals ? `${w}.${String(f).padStart(decimals, '0')}` : String(w)));

/** A random line. */
export const itemArbitrary = fc.record({
  UnitRate: decimalText(100_000, 3),
  Quantity: decimalText(1000, 2),
  Discount: fc.constantFrom('0', '5', '10', '12.5', '33.33', '100'),
  VAT: fc.constantFrom('0', '2.1', '5.5', '10', '20'),
});

/** The lines as a document holds them. */
export const itemsOf = (lines: { UnitRate: string; Quantity: string; Discount: string; VAT: string }[]): Item[] =>
  lines.map((l, i) => ({ Position: i + 1, Reference: null, Description: 'x', UnitType: '', ...l }));

/** A line's total in cents: Quantity x UnitRate x (1 - Discount/100), rounded. */
export const lineCents = (it: Pick<Item, 'Quantity' | 'UnitRate' | 'Discount'>): bigint =>
  roundCents(
    mul(mul(rational(it.Quantity), rational(it.UnitRate)), add([1n, 1n], mul(rational(it.Discount), [-1n, 100n]))),
  );

/** Per rate, S (sum of line totals), A = round(S x discount), B = S - A, V = round(B x rate). */
export function rateCents(items: Item[], generalDiscount: string) {
  const byRate = new Map<string, bigint>();
  for (const it of items) byRate.set(it.VAT, (byRate.get(it.VAT) ?? 0n) + lineCents(it));
  return new Map(
    [...byRate].map(([rate, sum]) => {
      const allowance = roundCents(mul([sum, 100n], mul(rational(generalDiscount), [1n, 100n])));
      const base = sum - allowance;
      const tax = roundCents(mul([base, 100n], mul(rational(rate), [1n, 100n])));
      return [rate, { sum, allowance, base, tax }];
    }),
  );
}

/** TotalNET in cents: every rate's base and tax. */
export const netCents = (items: Item[], generalDiscount = '0'): bigint =>
  [...rateCents(items, generalDiscount).values()].reduce((n, r) => n + r.base + r.tax, 0n);
