import { type Decimal, decimal, roundMoney, ZERO } from '../../kernel/money.ts';
import type { Document, Item, VATCategory } from './model.ts';

/** The category a line has when none was sent: S when it bears VAT, Z when not (docs/api.md §10). */
export const defaultCategory = (vat: string): VATCategory => (Number(vat) > 0 ? 'S' : 'Z');

/** One VAT rate's share of a document: its taxable base and its tax. */
export interface RateTotal {
  VATPercentage: Decimal;
  /** The EN 16931 category: Z and E lines at 0% are rates of their own. */
  VATCategory: VATCategory;
  VATValue: Decimal;
  /** The rate's taxable base, after its share of the general discount. */
  VATBase: Decimal;
  /** The rate's share of the general discount. */
  discount: Decimal;
}

/** A document's computed amounts (docs/api.md §4 and §8), as decimals. */
export interface Totals {
  items: Decimal[];
  TOTALRAW: Decimal;
  TOTALTAX: RateTotal[];
  TotalNET: Decimal;
  /** The general discount over every rate. */
  TotalDiscount: Decimal;
  /** The sum of the invoice's live payments. */
  TotalPaid: Decimal;
  /** The sum of the invoice's issued credit notes. */
  TotalCredited: Decimal;
  /** A final invoice: the sum of the deposits it deducts (their TotalNET). */
  TotalDeposits: Decimal;
  /** What is still owed: never below zero. */
  TotalDue: Decimal;
}

const fraction = (percent: string | Decimal) => decimal(percent).div(100);

/** The line total: Quantity x UnitRate x (1 - Discount/100), rounded to the currency. */
export const itemTotal = (item: Item, currency: string): Decimal =>
  roundMoney(
    decimal(item.Quantity)
      .times(item.UnitRate)
      .times(decimal(1).minus(fraction(item.Discount))),
    currency,
  );

/**
 * docs/api.md §4 as amended: the general discount is an allowance taken per VAT rate, as
 * EN 16931 computes it. For each rate, S = its lines' totals, A = round(S x discount), the base
 * B = S - A and the tax V = round(B x rate); TOTALRAW is the sum of the bases and TotalNET adds
 * the taxes. Then what is paid, credited and deducted as deposits against it (sections 8, 17).
 */
export function computeTotals(
  doc: Pick<Document, 'Items' | 'General'> & Partial<Pick<Document, 'payments' | 'credits' | 'deposits' | 'cancelled'>>,
): Totals {
  const currency = doc.General.Currency;
  const items = doc.Items.map((item) => itemTotal(item, currency));
  // Each (category, rate) pair is a "rate" of section 4: Z and E lines at 0% are apart.
  const byRate = new Map<string, { category: VATCategory; rate: string; sum: Decimal }>();
  doc.Items.forEach((item, i) => {
    const rate = decimal(item.VAT).toString();
    const category = item.VATCategory ?? defaultCategory(item.VAT);
    const found = byRate.get(`${category}|${rate}`) ?? { category, rate, sum: ZERO };
    byRate.set(`${category}|${rate}`, { ...found, sum: found.sum.plus(items[i]!) });
  });
  const TOTALTAX = [...byRate.values()]
    .sort((a, b) => decimal(a.rate).cmp(b.rate) || a.category.localeCompare(b.category))
    .map(({ category, rate, sum }) => {
      const discount = roundMoney(sum.times(fraction(doc.General.GeneralDiscount)), currency);
      const VATBase = sum.minus(discount);
      return {
        VATCategory: category,
        VATPercentage: decimal(rate),
        VATBase,
        VATValue: roundMoney(VATBase.times(fraction(rate)), currency),
        discount,
      };
    });
  const TOTALRAW = TOTALTAX.reduce((sum, t) => sum.plus(t.VATBase), ZERO);
  const TotalNET = TOTALTAX.reduce((sum, t) => sum.plus(t.VATValue), TOTALRAW);
  const TotalPaid = (doc.payments ?? []).reduce((sum, p) => sum.plus(p.amount), ZERO);
  const TotalCredited = (doc.credits ?? []).reduce((sum, c) => sum.plus(c.net), ZERO);
  const TotalDeposits = (doc.deposits ?? []).reduce((sum, d) => sum.plus(d.net), ZERO);
  const owed = TotalNET.minus(TotalPaid).minus(TotalCredited).minus(TotalDeposits);
  return {
    items,
    TOTALRAW,
    TOTALTAX,
    TotalNET,
    TotalDiscount: TOTALTAX.reduce((sum, t) => sum.plus(t.discount), ZERO),
    TotalPaid,
    TotalCredited,
    TotalDeposits,
    // A cancelled invoice owes nothing, whatever cent a partial credit's rounding left.
    TotalDue: owed.gt(0) && !doc.cancelled ? owed : ZERO,
  };
}

/** The categories without VAT whose reason a document states in words: exempt, intra-community, export, out of scope (reverse charge, AE, is named by itself). */
const STATED_REASONS = new Set<VATCategory>(['E', 'K', 'G', 'O']);

/** Whether a document has lines of a category without VAT whose reason it must state (`VATExemptionReason`). */
export const owesExemptionReason = (totals: Pick<Totals, 'TOTALTAX'>): boolean =>
  totals.TOTALTAX.some((t) => STATED_REASONS.has(t.VATCategory));

/**
 * What an invoice itself charges its buyer: its total less the deposits it deducts, since each
 * deposit was charged by an invoice of its own. What a client's statement debits and late
 * interest runs on; its payments and credit notes settle it.
 */
export const charged = (totals: Pick<Totals, 'TotalNET' | 'TotalDeposits'>): Decimal =>
  totals.TotalNET.minus(totals.TotalDeposits);

/**
 * A document's VAT total in the account currency (docs/api.md §17, BT-111): for a document in
 * another currency with an ExchangeRate, its VAT x the rate, rounded to the account currency;
 * without VAT, 0 whatever the rate, so stated without one (BR-FR-CO-12 asks it of every French
 * e-invoice in another currency, and its PDF says the same).
 */
export function vatInAccountCurrency(
  doc: Pick<Document, 'General'>,
  totals: Pick<Totals, 'TOTALTAX'>,
  accountCurrency: string | undefined,
): { currency: string; rate?: string; tax: Decimal } | undefined {
  if (!accountCurrency || accountCurrency === doc.General.Currency) return undefined;
  const rate = doc.General.ExchangeRate;
  const tax = totals.TOTALTAX.reduce((sum, t) => sum.plus(t.VATValue), ZERO);
  if (rate) return { currency: accountCurrency, rate, tax: roundMoney(tax.times(rate), accountCurrency) };
  return tax.eq(0) ? { currency: accountCurrency, tax: ZERO } : undefined;
}
