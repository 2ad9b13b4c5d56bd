import { type Decimal, decimal, roundMoney, ZERO } from '../money.ts';
import type { Document, Item } from './model.ts';

/** A document's computed amounts (contract section 4), as decimals. */
export interface Totals {
  items: Decimal[];
  TOTALRAW: Decimal;
  TOTALTAX: { VATPercentage: Decimal; VATValue: Decimal }[];
  TotalNET: Decimal;
  TotalPaid: Decimal;
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
 * Contract section 4: line nets after the general discount stay unrounded; the raw total and
 * each VAT rate's tax are rounded once, over their sums.
 */
export function computeTotals(doc: Pick<Document, 'Items' | 'General'>): Totals {
  const currency = doc.General.Currency;
  const keep = decimal(1).minus(fraction(doc.General.GeneralDiscount));
  const items = doc.Items.map((item) => itemTotal(item, currency));
  const netByRate = new Map<string, Decimal>();
  let raw = ZERO;
  doc.Items.forEach((item, i) => {
    const net = items[i]!.times(keep);
    raw = raw.plus(net);
    const rate = decimal(item.VAT).toString();
    netByRate.set(rate, (netByRate.get(rate) ?? ZERO).plus(net));
  });
  const TOTALTAX = [...netByRate.entries()]
    .sort(([a], [b]) => decimal(a).cmp(b))
    .map(([rate, net]) => ({
      VATPercentage: decimal(rate),
      VATValue: roundMoney(net.times(fraction(rate)), currency),
    }));
  const TOTALRAW = roundMoney(raw, currency);
  const TotalNET = TOTALTAX.reduce((sum, t) => sum.plus(t.VATValue), TOTALRAW);
  return { items, TOTALRAW, TOTALTAX, TotalNET, TotalPaid: ZERO };
}
