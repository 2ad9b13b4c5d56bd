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

/** An amount with its currency, to its minor unit, as the locale writes it (fr: `1 840,80 €`); the decimal text is never a float. */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const digits = minorUnit(currency);
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // Intl reads a decimal string exactly (ECMA-402's Intl.NumberFormat v3); the type wants a number.
  return format.format(amount as unknown as number);
}

/** A calendar date (`YYYY-MM-DD`) as the locale writes it in full (fr: `10 mars 2027`). */
export const formatDate = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
