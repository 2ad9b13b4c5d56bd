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
 * the taxes. Then what is paid and credited against it (section 8).
 */
export function computeTotals(
  doc: Pick<Document, 'Items' | 'General'> & Partial<Pick<Document, 'payments' | 'credits' | 'cancelled'>>,
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
  const owed = TotalNET.minus(TotalPaid).minus(TotalCredited);
  return {
    items,
    TOTALRAW,
    TOTALTAX,
    TotalNET,
    TotalDiscount: TOTALTAX.reduce((sum, t) => sum.plus(t.discount), ZERO),
    TotalPaid,
    TotalCredited,
    // A cancelled invoice owes nothing, whatever cent a partial credit's rounding left.
    TotalDue: owed.gt(0) && !doc.cancelled ? owed : ZERO,
  };
}
