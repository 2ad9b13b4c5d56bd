import Big from 'big.js';

/**
 * Decimal money (big.js: small, exact decimal arithmetic with explicit rounding modes).
 * Amounts are kept as decimal strings and never pass through binary floating point.
 */
export type Decimal = Big;
/** A decimal from text or a number (never through binary floating point). */
export const decimal = (value: string | number | Big): Big => new Big(value);
/** Zero, as a decimal. */
export const ZERO = new Big(0);
/** The sum of decimals (zero for none). */
export const sumOf = (values: Big[]): Big => values.reduce((total, v) => total.plus(v), ZERO);
/**
 * Whether text is a plain decimal as a file writes an amount, a quantity or a rate: a sign, at
 * most `integerDigits` digits, at most 6 decimals, no exponent (what a file we read may hold).
 */
export const isDecimalText = (text: string, integerDigits: number): boolean => {
  const whole = /^-?(\d+)(\.\d{1,6})?$/.exec(text)?.[1];
  return whole !== undefined && whole.length <= integerDigits;
};
const HALF_UP = 1; // Big.roundHalfUp

/**
 * ISO 4217 minor units where they are not 2. (Intl's data is not ISO's here: it gives 0 for
 * IQD, for one, where ISO says 3; so the exceptions are listed.)
 */
const minorUnitExceptions: Record<string, number> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** Decimals of a currency's minor unit (ISO 4217): 2 for EUR, 0 for JPY, 3 for BHD. */
export const minorUnit = (currency: string): number =>
  // Own keys only: a currency read from a file may be `toString` or `constructor`.
  Object.hasOwn(minorUnitExceptions, currency) ? minorUnitExceptions[currency]! : 2;

/** Whether an amount has no more decimals than its currency's minor unit (EUR: the cent). */
export const inMinorUnits = (amount: Big | string, currency: string): boolean => {
  const value = new Big(amount);
  return value.round(minorUnit(currency)).eq(value);
};

/** An amount as a whole number of its currency's minor units (EUR 12.34: 1234), as payment providers count. */
export const toMinorUnits = (amount: Big, currency: string): number =>
  Number(amount.times(10 ** minorUnit(currency)).toFixed(0));

/** A whole number of a currency's minor units as the amount it is (1234 cents: EUR 12.34). */
export const fromMinorUnits = (minor: number, currency: string): Big => new Big(minor).div(10 ** minorUnit(currency));

/** Rounded half-up to the currency's minor unit. */
export const roundMoney = (amount: Big, currency: string): Big => amount.round(minorUnit(currency), HALF_UP);

/** An amount as text with its currency's decimals, rounded half-up to them (EUR `12.30`, JPY `1200`, KWD `10.125`). */
export const moneyText = (amount: Big | string, currency: string): string =>
  new Big(amount).toFixed(minorUnit(currency), HALF_UP);

/** A decimal as a JSON number: the shortest form (`0.3`), exact for amounts of up to 15 digits. */
export const toNumber = (amount: Big | string): number => Number(amount.toString());
