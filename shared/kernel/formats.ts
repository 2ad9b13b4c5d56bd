import { minorUnit } from './money.ts';

/**
 * A client's `Culture` (`fr-FR`, `fr_BE`, `de`) as a locale `Intl` knows, else English: what
 * a person reads is formatted in their language, and a culture Intl cannot read is no error.
 */
export function localeOf(culture: string | undefined): string {
  const tag = (culture ?? '').trim().replace(/_/g, '-');
  if (!tag) return 'en';
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
/**
 * Intl's formatter made with what `key` names (locale, currency, time zone): made once each for
 * the process, as making one costs far more than using it (a page of a thousand lines formats
 * thousands of amounts; every write dates itself in the account's zone).
 */
export const intlFormatter = <F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F => {
  const found = formatters.get(key) as F | undefined;
  if (found) return found;
  const made = make();
  formatters.set(key, made);
  return made;
};

/** An amount with its currency, to its minor unit, as the locale writes it (fr: `1 840,80 €`); the decimal text is never a float. */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const digits = minorUnit(currency);
  const format = intlFormatter(
    `money ${locale} ${currency}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
  // Intl reads a decimal string exactly (ECMA-402's Intl.NumberFormat v3); the type wants a number.
  return format.format(amount as unknown as number);
}

/** A calendar date (`YYYY-MM-DD`) as the locale writes it in full (fr: `10 mars 2027`). */
export const formatDate = (date: string, locale: string): string =>
  intlFormatter(`date ${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * A decimal as the locale writes a number (fr: `1 234,56789`), every decimal it has kept (Intl's
 * default would round to three: a quantity of 1.23456 hours printed 1.235); the decimal text is
 * never a float.
 */
export const formatNumber = (value: string, locale: string): string =>
  intlFormatter(`number ${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 20 })).format(
    value as unknown as number,
  );

/** A percentage given in percent (`12.15`) as the locale writes it (fr: `12,15 %`), to `digits` decimals at most. */
export const formatPercent = (percent: string, locale: string, digits: number): string =>
  intlFormatter(
    `percent ${locale} ${digits}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }),
  ).format(`${percent}E-2` as unknown as number);
