import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Decimal, decimal, ZERO } from '../../kernel/money.ts';
import { spreadPayments } from './payment-shares.ts';

/**
 * What each payment cashed per VAT rate (the 212 messages' amounts: docs/api.md §19), to the
 * minor unit both ways: whatever the rates (one below 0 among them: returns) and the payments,
 * each payment's amounts sum to the payment; when the payments sum to the bill, each rate's
 * amounts sum to its part; and no amount runs against its part.
 */
const total = (values: Decimal[]) => values.reduce((sum, v) => sum.plus(v), ZERO);

const bill = (currency: 'EUR' | 'JPY') =>
  fc
    .array(fc.tuple(fc.integer({ min: -5_000, max: 100_000 }), fc.constantFrom('20', '10', '5.5', '2.1', '0')), {
      minLength: 1,
      maxLength: 4,
    })
    .map((lines) => {
      const decimals = currency === 'JPY' ? 0 : 2;
      return lines.map(([minor, rate]) => {
        const base = decimal(minor).div(10 ** decimals);
        return { base, vat: base.times(rate).div(100).round(decimals, 1) };
      });
    });

describe('what payments cashed, spread over the rates', () => {
  for (const currency of ['EUR', 'JPY'] as const) {
    it(`in ${currency}: each payment's amounts sum to it, a paid bill's to each rate, none the wrong way`, () => {
      const decimals = currency === 'JPY' ? 0 : 2;
      fc.assert(
        fc.property(
          bill(currency),
          fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 8 }),
          fc.boolean(),
          (rates, weights, paidInFull) => {
            const net = total(rates.flatMap((r) => [r.base, r.vat]));
            fc.pre(net.gt(0));
            // The payments: parts of the bill by weight, the last taking the rest when paid in full.
            const parts = weights.reduce((a, b) => a + b, 0) + (paidInFull ? 0 : 7);
            let left = net;
            const payments = weights.map((w, i) => {
              const amount = paidInFull && i === weights.length - 1 ? left : net.times(w).div(parts).round(decimals, 0);
              left = left.minus(amount);
              return { date: '2026-01-01', amount: amount.toFixed(decimals) };
            });
            fc.pre(payments.every((p) => decimal(p.amount).gt(0)));
            const wholes = rates.map((r) => r.base.plus(r.vat));
            const spread = spreadPayments(
              wholes,
              net,
              payments.map((p) => decimal(p.amount)),
              currency,
            );
            spread.forEach((parts, i) => {
              expect(total(parts).eq(payments[i]!.amount)).toBe(true);
              parts.forEach((part, k) => {
                expect(part.round(decimals).eq(part)).toBe(true);
                expect(part.times(wholes[k]!).gte(0)).toBe(true);
              });
            });
            if (paidInFull)
              for (const [k, whole] of wholes.entries())
                expect(total(spread.map((parts) => parts[k]!)).eq(whole)).toBe(true);
          },
        ),
        { numRuns: 1000 },
      );
    });
  }

  it('the case that found it: a payment of 3.63 over two rates is 3.63 in its amounts, not 3.62', () => {
    // Each rate's base and VAT rounded on their own (the VAT report's rule) gave 0.00 + 3.02 + 0.60.
    const [first] = spreadPayments(
      [decimal('0.02'), decimal('199.91')],
      decimal('199.93'),
      [decimal('3.63'), decimal('196.30')],
      'EUR',
    );
    expect(total(first!).toFixed(2)).toBe('3.63');
  });
});
