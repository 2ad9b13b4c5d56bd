import { type Decimal, decimal, roundMoney, ZERO } from '../../kernel/money.ts';
import { netOfDeposits } from './deposits.ts';
import type { Document } from './model.ts';
import { paymentsByDate } from './settlement.ts';
import { computeTotals, type RateTotal } from './totals.ts';

/**
 * Each payment's share of a bill's base and VAT per rate (docs/api.md §16, VAT on receipts):
 * the payment times the rate's amount over the bill's total, rounded to the cent; when the
 * payments (in order) sum to the total, the last takes what rounding left, so a fully paid bill's
 * shares sum to its base and VAT exactly. Invoices and purchases share it.
 */
export function splitPayments<R extends { base: Decimal; vat: Decimal }, P extends { date: string; amount: string }>(
  rates: R[],
  net: Decimal,
  payments: P[],
  currency: string,
): { payment: P; date: string; rates: { rate: R; base: Decimal; vat: Decimal }[] }[] {
  if (net.lte(0)) return [];
  const paid = payments.reduce((sum, p) => sum.plus(p.amount), ZERO);
  const complete = paid.eq(net);
  const given = rates.map(() => ({ base: ZERO, vat: ZERO }));
  return payments.map((payment, i) => {
    const last = complete && i === payments.length - 1;
    const share = (whole: Decimal) => roundMoney(decimal(payment.amount).times(whole).div(net), currency);
    return {
      payment,
      date: payment.date,
      rates: rates.map((rate, r) => {
        const base = last ? rate.base.minus(given[r]!.base) : share(rate.base);
        const vat = last ? rate.vat.minus(given[r]!.vat) : share(rate.vat);
        given[r] = { base: given[r]!.base.plus(base), vat: given[r]!.vat.plus(vat) };
        return { rate, base, vat };
      }),
    };
  });
}

/** Each live payment's share of its invoice's base and VAT per rate, by Date then payment_id. */
export function paymentShares(
  doc: Document,
): { paymentId: number; date: string; rates: { rate: RateTotal; base: Decimal; vat: Decimal }[] }[] {
  // A final invoice's payments pay what its deposits left: its amounts net of them.
  const own = netOfDeposits(doc, computeTotals(doc));
  return splitPayments(own.rates, own.net, paymentsByDate(doc), doc.General.Currency).map((share) => ({
    paymentId: share.payment.paymentId,
    date: share.date,
    rates: share.rates.map(({ rate, base, vat }) => ({ rate: rate.rate, base, vat })),
  }));
}
