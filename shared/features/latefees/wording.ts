import { formatDate, formatMoney } from '../../kernel/formats.ts';

/** The words of a late-fee invoice and of the late-payment mention, in one language. */
interface LateFeeWording {
  interest(number: string, from: string, to: string, days: number, rate: string): string;
  indemnity(number: string): string;
  exemption: string;
  mention(rate: string | undefined, indemnity: string | undefined): string;
}

const en: LateFeeWording = {
  interest: (number, from, to, days, rate) =>
    `Late-payment interest on invoice ${number}, ${from} to ${to} (${days} days at ${rate} a year)`,
  indemnity: (number) => `Fixed recovery indemnity (French Commercial Code, art. L441-10), invoice ${number}`,
  exemption: 'Late-payment interest and the recovery indemnity are not subject to VAT.',
  mention: (rate, indemnity) =>
    [
      rate && `Late payment bears interest at ${rate} a year`,
      indemnity && `a fixed recovery indemnity of ${indemnity} is due from business clients`,
    ]
      .filter(Boolean)
      .join('; ')
      .replace(/^./, (c) => c.toUpperCase())
      .concat('.'),
};

const fr: LateFeeWording = {
  interest: (number, from, to, days, rate) =>
    `Intérêts de retard sur la facture ${number}, du ${from} au ${to} (${days} jours au taux annuel de ${rate})`,
  indemnity: (number) =>
    `Indemnité forfaitaire pour frais de recouvrement (art. L441-10 du Code de commerce), facture ${number}`,
  exemption: 'Intérêts de retard et indemnité de recouvrement non soumis à la TVA.',
  mention: (rate, indemnity) =>
    [
      rate && `Tout retard de paiement entraîne des pénalités au taux annuel de ${rate}`,
      indemnity &&
        `ainsi qu’une indemnité forfaitaire pour frais de recouvrement de ${indemnity} (clients professionnels)`,
    ]
      .filter(Boolean)
      .join(', ')
      .replace(/^./, (c) => c.toUpperCase())
      .concat('.'),
};

const wordingOf = (locale: string): LateFeeWording => (/^fr\b/i.test(locale) ? fr : en);

/** A rate as the locale writes a percentage (fr: `12,15 %`). */
const percentIn = (rate: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 6 }).format(`${rate}E-2` as never);

/** The lines of a late-fee invoice, in the client's language. */
export function lateFeeWords(locale: string, number: string) {
  const words = wordingOf(locale);
  return {
    interest: (from: string, to: string, days: number, rate: string) =>
      words.interest(number, formatDate(from, locale), formatDate(to, locale), days, percentIn(rate, locale)),
    indemnity: words.indemnity(number),
    exemption: words.exemption,
  };
}

/**
 * What every invoice states when the profile sets late-payment charges (docs/api.md §14): the
 * annual rate and the recovery indemnity, in the reader's language; undefined when neither is set.
 */
export function latePaymentMention(
  locale: string,
  charges: { LatePaymentRate: string; RecoveryIndemnity: string },
  accountCurrency: string,
): string | undefined {
  if (!charges.LatePaymentRate && !charges.RecoveryIndemnity) return undefined;
  return wordingOf(locale).mention(
    charges.LatePaymentRate ? percentIn(charges.LatePaymentRate, locale) : undefined,
    charges.RecoveryIndemnity ? formatMoney(charges.RecoveryIndemnity, accountCurrency, locale) : undefined,
  );
}
