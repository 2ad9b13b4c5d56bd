import { type Decimal, decimal, roundMoney, ZERO } from '../../kernel/money.ts';
import { netOfDeposits } from '../documents/deposits.ts';
import type { Document } from '../documents/model.ts';
import { isIssued, paymentsByDate } from '../documents/settlement.ts';
import { computeTotals, type RateTotal } from '../documents/totals.ts';
import { type AggregateKey, type Contribution, NO_CLIENT } from './model.ts';

/**
 * What each document adds to the maintained totals (docs/reports.md). A change adds what the
 * document adds now less what it added before, so totals follow any history of changes; the
 * property test replays random histories against a recomputation from the documents.
 */

/** An aggregate item's id, unique per key (the store's sort key carries it). */
export const aggregateId = (key: AggregateKey): string => {
  const client = (id: number) => String(id).padStart(12, '0');
  if (key.kind === 'month') return `M#${key.month}`;
  if (key.kind === 'client-month') return `C#${key.month}#${client(key.clientId)}`;
  return `D#${client(key.clientId)}`;
};

/** The key an aggregate id names (the inverse of aggregateId). */
export function keyOf(id: string): AggregateKey {
  const [kind, first = '', second = ''] = id.split('#');
  if (kind === 'M') return { kind: 'month', month: first };
  if (kind === 'C') return { kind: 'client-month', month: first, clientId: Number(second) };
  return { kind: 'due', clientId: Number(first) };
}

/** The fields of an aggregate item; `|` never occurs in a currency, a category, a rate or a date. */
export const fields = {
  /** VAT on invoices (`vi`) or on payments (`vp`): one rate's base (`B`) or tax (`V`). */
  vat: (basis: 'vi' | 'vp', currency: string, category: string, rate: string, part: 'B' | 'V') =>
    `${basis}|${currency}|${category}|${rate}|${part}`,
  /** Revenue: `HT`, `VAT`, `NET`, and the counts of invoices (`I`) and credit notes (`C`). */
  revenue: (currency: string, part: 'HT' | 'VAT' | 'NET' | 'I' | 'C') => `r|${currency}|${part}`,
  /** What is due in one currency on one DueDate. */
  due: (currency: string, dueDate: string) => `d|${currency}|${dueDate}`,
  /** A field's parts. */
  parts: (field: string): string[] => field.split('|'),
};

/** Whether a document counts: an issued invoice or credit note that is not deleted. */
const counts = (doc: Document | undefined): doc is Document =>
  doc !== undefined && doc.folder !== 'deleted' && isIssued(doc);

class Builder {
  readonly contribution: Contribution = new Map();

  add(key: AggregateKey, field: string, amount: Decimal): void {
    if (amount.eq(0)) return;
    const id = aggregateId(key);
    const item = this.contribution.get(id) ?? { key, totals: new Map() };
    item.totals.set(field, (item.totals.get(field) ?? ZERO).plus(amount));
    this.contribution.set(id, item);
  }
}

/**
 * Each live payment's share of its invoice's base and VAT per rate (docs/api.md §16, VAT on
 * receipts): the payment times the rate's amount over TotalNET, rounded to the cent; when the
 * payments sum to TotalNET, the last (by Date, then payment_id) takes what rounding left, so a
 * fully paid invoice's shares sum to its base and VAT exactly.
 */
export function paymentShares(
  doc: Document,
): { date: string; rates: { rate: RateTotal; base: Decimal; vat: Decimal }[] }[] {
  const totals = computeTotals(doc);
  // A final invoice's payments pay what its deposits left: its amounts net of them.
  const own = netOfDeposits(doc, totals);
  if (own.net.lte(0)) return [];
  const currency = doc.General.Currency;
  const payments = paymentsByDate(doc);
  const complete = totals.TotalPaid.eq(own.net);
  const given = own.rates.map(() => ({ base: ZERO, vat: ZERO }));
  return payments.map((payment, i) => {
    const last = complete && i === payments.length - 1;
    const share = (whole: Decimal) => roundMoney(decimal(payment.amount).times(whole).div(own.net), currency);
    return {
      date: payment.date,
      rates: own.rates.map((rate, r) => {
        const base = last ? rate.base.minus(given[r]!.base) : share(rate.base);
        const vat = last ? rate.vat.minus(given[r]!.vat) : share(rate.vat);
        given[r] = { base: given[r]!.base.plus(base), vat: given[r]!.vat.plus(vat) };
        return { rate: rate.rate, base, vat };
      }),
    };
  });
}

const monthOf = (date: string) => date.slice(0, 7);

/** What one document adds to the totals: nothing unless it counts. */
export function contributionOf(doc: Document | undefined): Contribution {
  const out = new Builder();
  if (!counts(doc)) return out.contribution;
  const currency = doc.General.Currency;
  const totals = computeTotals(doc);
  const sign = decimal(doc.type === 'creditnote' ? -1 : 1);
  const month = monthOf(doc.General.DateIssue);
  const clientId = doc.clientId ?? NO_CLIENT;
  // A final invoice adds its sales net of its deposits, which added theirs (docs/api.md §17).
  const own = netOfDeposits(doc, totals);
  for (const { rate, base, vat } of own.rates) {
    const percent = rate.VATPercentage.toString();
    const at = { kind: 'month', month } as const;
    out.add(at, fields.vat('vi', currency, rate.VATCategory, percent, 'B'), base.times(sign));
    out.add(at, fields.vat('vi', currency, rate.VATCategory, percent, 'V'), vat.times(sign));
  }
  for (const key of [
    { kind: 'month', month },
    { kind: 'client-month', month, clientId },
  ] as const) {
    out.add(key, fields.revenue(currency, 'HT'), own.raw.times(sign));
    out.add(key, fields.revenue(currency, 'VAT'), own.vat.times(sign));
    out.add(key, fields.revenue(currency, 'NET'), own.net.times(sign));
    out.add(key, fields.revenue(currency, doc.type === 'creditnote' ? 'C' : 'I'), decimal(1));
  }
  if (doc.type !== 'invoice') return out.contribution;
  for (const share of paymentShares(doc)) {
    const at = { kind: 'month', month: monthOf(share.date) } as const;
    for (const { rate, base, vat: tax } of share.rates) {
      const percent = rate.VATPercentage.toString();
      out.add(at, fields.vat('vp', currency, rate.VATCategory, percent, 'B'), base);
      out.add(at, fields.vat('vp', currency, rate.VATCategory, percent, 'V'), tax);
    }
  }
  if (doc.General.Status !== 'cancelled')
    out.add(
      { kind: 'due', clientId },
      fields.due(currency, doc.General.DueDate ?? doc.General.DateIssue),
      totals.TotalDue,
    );
  return out.contribution;
}

/** What a change adds: the document's contribution now less its contribution before (zeros left out). */
export function deltaOf(before: Document | undefined, after: Document | undefined): Contribution {
  const out = new Builder();
  for (const [sign, doc] of [
    [decimal(-1), before],
    [decimal(1), after],
  ] as const)
    for (const { key, totals } of contributionOf(doc).values())
      for (const [field, amount] of totals) out.add(key, field, amount.times(sign));
  // A field that came back to zero adds nothing.
  for (const [id, item] of out.contribution) {
    for (const [field, amount] of item.totals) if (amount.eq(0)) item.totals.delete(field);
    if (item.totals.size === 0) out.contribution.delete(id);
  }
  return out.contribution;
}

/** The sum of contributions: what the totals must hold once every change is applied. */
export function sumOf(contributions: Iterable<Contribution>): Contribution {
  const out = new Builder();
  for (const contribution of contributions)
    for (const { key, totals } of contribution.values())
      for (const [field, amount] of totals) out.add(key, field, amount);
  return out.contribution;
}
