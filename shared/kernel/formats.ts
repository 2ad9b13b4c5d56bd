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

/** Intl's formatters by locale and currency: made once each (a page of a thousand lines formats thousands of amounts). */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
const cached = <F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F => {
  const found = formatters.get(key) as F | undefined;
  if (found) return found;
  const made = make();
  formatters.set(key, made);
  return made;
};

/** An amount with its currency, to its minor unit, as the locale writes it (fr: `1 840,80 €`); the decimal text is never a float. */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const digits = minorUnit(currency);
  const format = cached(
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
  cached(`date ${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })).format(
    new Date(`${date}T00:00:00Z`),
  );
