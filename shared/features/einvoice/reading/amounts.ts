import { type Decimal, decimal, moneyText, ZERO } from '../../../kernel/money.ts';

/** A file's amount as a decimal, or undefined where the text is no number (the checks name it). */
export const asDecimal = (text: string): Decimal | undefined => {
  try {
    return decimal(text);
  } catch {
    return undefined;
  }
};

/** The sum of a file's amounts, exact (never through binary floating point); one that is no number counts 0. */
export const sumOfAmounts = (values: string[]): Decimal => values.reduce((s, v) => s.plus(asDecimal(v) ?? ZERO), ZERO);

/**
 * A rate's document allowances less its charges, as the writers state a row's charges (facts.ts,
 * Breakdown), as text with the currency's decimals: the sum a received file's base is checked
 * against (BR-x-08).
 */
export const allowancesLessCharges = (amounts: { amount: string; charge: boolean }[], currency: string): string =>
  moneyText(
    amounts.reduce((s, a) => {
      const value = asDecimal(a.amount) ?? ZERO;
      return a.charge ? s.minus(value) : s.plus(value);
    }, ZERO),
    currency,
  );
