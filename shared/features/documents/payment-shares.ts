import { type Decimal, decimal, fromMinorUnits, roundMoney, sumOf, ZERO } from '../../kernel/money.ts';
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

/**
 * What each live payment of an invoice cashed per VAT rate, VAT included (the 212 messages,
 * docs/api.md §19), by Date then payment_id, exact to the minor unit both ways: a payment's
 * amounts sum to the payment, and when the payments pay what the deposits left, each rate's
 * amounts sum to its part. (The VAT report's shares round each rate on its own, as contract §16
 * has it, so one payment's may miss it by a cent; a message says what was cashed.)
 */
export function cashedShares(
  doc: Document,
): { paymentId: number; date: string; rates: { rate: RateTotal; amount: Decimal }[] }[] {
  const own = netOfDeposits(doc, computeTotals(doc));
  if (own.net.lte(0)) return [];
  const payments = paymentsByDate(doc);
  const parts = spreadPayments(
    own.rates.map((r) => r.base.plus(r.vat)),
    own.net,
    payments.map((p) => decimal(p.amount)),
    doc.General.Currency,
  );
  return payments.map((payment, i) => ({
    paymentId: payment.paymentId,
    date: payment.date,
    rates: own.rates.map((r, k) => ({ rate: r.rate, amount: parts[i]![k]! })),
  }));
}

/**
 * Payments spread over the parts of a bill (`wholes`, summing to `net`), in whole minor units:
 * each payment's parts sum to it, and payments that sum to `net` give each part exactly. Each
 * payment aims at the share of every part that the payments up to it have paid (so rounding never
 * drifts), and the units rounding leaves go to the parts furthest from their aim, never past what
 * a part has left (so no amount runs against its part).
 */
export function spreadPayments(wholes: Decimal[], net: Decimal, payments: Decimal[], currency: string): Decimal[][] {
  const unit = fromMinorUnits(1, currency);
  const given = wholes.map(() => ZERO);
  let paid = ZERO;
  return payments.map((amount) => {
    paid = paid.plus(amount);
    const aims = wholes.map((whole, k) => whole.times(paid).div(net).minus(given[k]!));
    const parts = apportion(
      amount,
      aims,
      wholes.map((whole, k) => whole.minus(given[k]!)),
      unit,
    );
    parts.forEach((part, k) => {
      given[k] = given[k]!.plus(part);
    });
    return parts;
  });
}

/**
 * `amount` in whole `unit`s over parts that aim at `aims` (which sum to it), each between 0 and
 * what it has `left` (either sign): each aim rounded towards 0, then a unit at a time to the part
 * furthest below its aim (or from the one furthest above it) that its bounds let take it. Where
 * the bounds cannot hold the amount (payments past the bill's total) they are not kept.
 */
function apportion(amount: Decimal, aims: Decimal[], left: Decimal[], unit: Decimal): Decimal[] {
  const low = left.map((l) => (l.lt(0) ? l : ZERO));
  const high = left.map((l) => (l.gt(0) ? l : ZERO));
  const bounded = sumOf(low).lte(amount) && sumOf(high).gte(amount);
  const within = (value: Decimal, k: number) =>
    bounded ? (value.lt(low[k]!) ? low[k]! : value.gt(high[k]!) ? high[k]! : value) : value;
  const parts = aims.map((aim, k) => within(aim.div(unit).round(0, 0).times(unit), k));
  for (let rest = amount.minus(sumOf(parts)); !rest.eq(0); ) {
    const step = rest.gt(0) ? unit : unit.times(-1);
    const taker = parts
      .map((part, k) => ({ k, want: aims[k]!.minus(part).times(rest.gt(0) ? 1 : -1) }))
      .filter(({ k }) => within(parts[k]!.plus(step), k).eq(parts[k]!.plus(step)))
      .sort((a, b) => b.want.cmp(a.want) || a.k - b.k)[0];
    if (!taker) break;
    parts[taker.k] = parts[taker.k]!.plus(step);
    rest = rest.minus(step);
  }
  return parts;
}
