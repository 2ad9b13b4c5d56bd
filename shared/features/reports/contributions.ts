import { type Decimal, decimal, ZERO } from '../../kernel/money.ts';
import { netOfDeposits } from '../documents/deposits.ts';
import type { Document } from '../documents/model.ts';
import { paymentShares, splitPayments } from '../documents/payment-shares.ts';
import { addsToTotals } from '../documents/settlement.ts';
import { computeTotals } from '../documents/totals.ts';
import type { Expense } from '../expenses/model.ts';
import type { Purchase } from '../purchases/model.ts';
import { acceptedStatuses, dueOf } from '../purchases/rules.ts';
import { type AggregateKey, type Contribution, NO_CLIENT, type ReportedChange } from './model.ts';

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
  if (key.kind === 'payable') return `S#${client(key.supplierId)}`;
  return `D#${client(key.clientId)}`;
};

/** The key an aggregate id names (the inverse of aggregateId). */
export function keyOf(id: string): AggregateKey {
  const [kind, first = '', second = ''] = id.split('#');
  if (kind === 'M') return { kind: 'month', month: first };
  if (kind === 'C') return { kind: 'client-month', month: first, clientId: Number(second) };
  if (kind === 'S') return { kind: 'payable', supplierId: Number(first) };
  return { kind: 'due', clientId: Number(first) };
}

/** Which VAT a rate's field counts: collected (`vi`, `vp`) or deductible (`di`, `dp`), on invoices or payments. */
type VatField = 'vi' | 'vp' | 'di' | 'dp';

/** The fields of an aggregate item; `|` never occurs in a currency, a category, a rate or a date. */
export const fields = {
  /**
   * One rate's base (`B`) or tax (`V`): VAT collected on invoices (`vi`) or on payments (`vp`),
   * deductible VAT (docs/api.md §18) on purchases' dates (`di`) or on their payments (`dp`).
   */
  vat: (basis: VatField, currency: string, category: string, rate: string, part: 'B' | 'V') =>
    `${basis}|${currency}|${category}|${rate}|${part}`,
  /** Revenue: `HT`, `VAT`, `NET`, and the counts of invoices (`I`) and credit notes (`C`). */
  revenue: (currency: string, part: 'HT' | 'VAT' | 'NET' | 'I' | 'C') => `r|${currency}|${part}`,
  /** What is due in one currency on one DueDate. */
  due: (currency: string, dueDate: string) => `d|${currency}|${dueDate}`,
  /** A field's parts. */
  parts: (field: string): string[] => field.split('|'),
};

class Builder {
  readonly contribution: Contribution = new Map();

  add(key: AggregateKey, field: string, amount: Decimal): void {
    if (amount.eq(0)) return;
    const id = aggregateId(key);
    const item = this.contribution.get(id) ?? { key, totals: new Map() };
    item.totals.set(field, (item.totals.get(field) ?? ZERO).plus(amount));
    this.contribution.set(id, item);
  }

  /** One rate's base and tax in a month's VAT field of `basis`. */
  addRate(
    basis: VatField,
    month: string,
    currency: string,
    category: string,
    rate: string,
    base: Decimal,
    tax: Decimal,
  ) {
    const at = { kind: 'month', month } as const;
    this.add(at, fields.vat(basis, currency, category, rate, 'B'), base);
    this.add(at, fields.vat(basis, currency, category, rate, 'V'), tax);
  }
}

const monthOf = (date: string) => date.slice(0, 7);

/** What one document adds to the totals: nothing unless it counts. */
export function contributionOf(doc: Document | undefined): Contribution {
  const out = new Builder();
  if (!addsToTotals(doc)) return out.contribution;
  const currency = doc.General.Currency;
  const totals = computeTotals(doc);
  const sign = decimal(doc.type === 'creditnote' ? -1 : 1);
  const month = monthOf(doc.General.DateIssue);
  const clientId = doc.clientId ?? NO_CLIENT;
  // A final invoice adds its sales net of its deposits, which added theirs (docs/api.md §17).
  const own = netOfDeposits(doc, totals);
  for (const { rate, base, vat } of own.rates)
    out.addRate(
      'vi',
      month,
      currency,
      rate.VATCategory,
      rate.VATPercentage.toString(),
      base.times(sign),
      vat.times(sign),
    );
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
  for (const share of paymentShares(doc))
    for (const { rate, base, vat: tax } of share.rates)
      out.addRate('vp', monthOf(share.date), currency, rate.VATCategory, rate.VATPercentage.toString(), base, tax);
  if (doc.General.Status !== 'cancelled')
    out.add(
      { kind: 'due', clientId },
      fields.due(currency, doc.General.DueDate ?? doc.General.DateIssue),
      totals.TotalDue,
    );
  return out.contribution;
}

/** The category a rate of a receipt falls in: standard when it bears VAT, else zero-rated. */
const categoryOfRate = (rate: RateTotalText) => rate.VATCategory || (decimal(rate.VATPercentage).gt(0) ? 'S' : 'Z');
type RateTotalText = Expense['rates'][number];

/**
 * What a purchase adds (docs/api.md §18): unless refused, what is still owed its supplier by
 * DueDate; once accepted, its VAT as deductible by DateIssue and by its payments' shares. A
 * supplier's credit note counts against both.
 */
export function purchaseContribution(p: Purchase | undefined): Contribution {
  const out = new Builder();
  if (!p || p.Status === 'refused') return out.contribution;
  const sign = decimal(p.docType === 'creditnote' ? -1 : 1);
  out.add(
    { kind: 'payable', supplierId: p.supplierId },
    fields.due(p.Currency, p.DueDate ?? p.DateIssue),
    dueOf(p).times(sign),
  );
  if (!acceptedStatuses.has(p.Status)) return out.contribution;
  const rates = p.rates.map((r) => ({ text: r, base: decimal(r.Base), vat: decimal(r.VATValue) }));
  const add = (basis: 'di' | 'dp', month: string, rate: RateTotalText, base: Decimal, vat: Decimal) =>
    out.addRate(
      basis,
      month,
      p.Currency,
      categoryOfRate(rate),
      decimal(rate.VATPercentage).toString(),
      base.times(sign),
      vat.times(sign),
    );
  for (const r of rates) add('di', monthOf(p.DateIssue), r.text, r.base, r.vat);
  const payments = [...p.payments]
    .sort((a, b) => a.Date.localeCompare(b.Date) || a.paymentId - b.paymentId)
    .map((x) => ({ date: x.Date, amount: x.Amount }));
  for (const share of splitPayments(rates, decimal(p.TotalNET), payments, p.Currency))
    for (const { rate, base, vat } of share.rates) add('dp', monthOf(share.date), rate.text, base, vat);
  return out.contribution;
}

/** What an expense adds: its VAT as deductible by its Date, on both bases (it is paid when spent). */
export function expenseContribution(e: Expense | undefined): Contribution {
  const out = new Builder();
  if (e?.folder !== 'active') return out.contribution;
  for (const rate of e.rates)
    for (const basis of ['di', 'dp'] as const)
      out.addRate(
        basis,
        monthOf(e.Date),
        e.Currency,
        categoryOfRate(rate),
        decimal(rate.VATPercentage).toString(),
        decimal(rate.Base),
        decimal(rate.VATValue),
      );
  return out.contribution;
}

/** What a change of anything the reports follow adds: its contribution now less its contribution before. */
export function deltaOfChange(change: ReportedChange): Contribution {
  if (change.kind === 'purchase')
    return difference(purchaseContribution(change.before), purchaseContribution(change.after));
  if (change.kind === 'expense')
    return difference(expenseContribution(change.before), expenseContribution(change.after));
  return deltaOf(change.before, change.after);
}

/** What a change adds: the document's contribution now less its contribution before (zeros left out). */
export function deltaOf(before: Document | undefined, after: Document | undefined): Contribution {
  return difference(contributionOf(before), contributionOf(after));
}

/** The contribution `after` less `before`, with the fields that came back to zero left out. */
function difference(before: Contribution, after: Contribution): Contribution {
  const out = new Builder();
  for (const [sign, contribution] of [
    [decimal(-1), before],
    [decimal(1), after],
  ] as const)
    for (const { key, totals } of contribution.values())
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
