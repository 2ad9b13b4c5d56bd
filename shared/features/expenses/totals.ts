import { type Decimal, decimal, moneyText, roundMoney, sumOf, ZERO } from '../../kernel/money.ts';
import type { ExpenseLine, RateTotal } from './model.ts';

/** An expense's figures, exact. */
export interface ExpenseTotals {
  Lines: ExpenseLine[];
  rates: RateTotal[];
  TotalHT: string;
  TotalVAT: string;
  TotalNET: string;
}

/** The figures as kept: text with the currency's decimals (a KWD ticket keeps its fils). */
function finish(
  Lines: ExpenseLine[],
  rates: { rate: string; base: Decimal; vat: Decimal }[],
  currency: string,
): ExpenseTotals {
  const ht = sumOf(rates.map((r) => r.base));
  const vat = sumOf(rates.map((r) => r.vat));
  const text = (amount: Decimal) => moneyText(amount, currency);
  return {
    Lines,
    rates: rates.map((r) => ({ VATPercentage: r.rate, Base: text(r.base), VATValue: text(r.vat) })),
    TotalHT: text(ht),
    TotalVAT: text(vat),
    TotalNET: text(ht.plus(vat)),
  };
}

/**
 * A ticket's totals from its lines (docs/api.md §4): the bases summed per rate, each rate's VAT
 * rounded half up once on its sum.
 */
export function totalsOfLines(lines: ExpenseLine[], currency: string): ExpenseTotals {
  const bases = new Map<string, Decimal>();
  for (const line of lines)
    bases.set(
      decimal(line.VATPercentage).toString(),
      (bases.get(decimal(line.VATPercentage).toString()) ?? ZERO).plus(line.Base),
    );
  const rates = [...bases].map(([rate, base]) => ({
    rate,
    base,
    vat: roundMoney(base.times(rate).div(100), currency),
  }));
  return finish(lines, rates, currency);
}

/**
 * A receipt's totals from the amount paid, all taxes included, at one rate (docs/api.md §18):
 * VAT = round(Amount × r / (100 + r)), the base what is left, so the three always add up.
 */
export function totalsOfAmount(amount: string, rate: string, description: string, currency: string): ExpenseTotals {
  const paid = decimal(amount);
  const vat = roundMoney(paid.times(rate).div(decimal(rate).plus(100)), currency);
  const base = paid.minus(vat);
  return finish(
    [{ Description: description, Base: moneyText(base, currency), VATPercentage: decimal(rate).toString() }],
    [{ rate: decimal(rate).toString(), base, vat }],
    currency,
  );
}

/** Rate totals as answers carry them: numbers, exact to the cent. */
export const rateTotalsAnswer = (rates: RateTotal[]) =>
  rates.map((r) => ({
    ...(r.VATCategory ? { VATCategory: r.VATCategory } : {}),
    VATPercentage: Number(r.VATPercentage),
    Base: Number(r.Base),
    VATValue: Number(r.VATValue),
  }));
