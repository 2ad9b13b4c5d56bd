import { formatDate, formatMoney, formatPercent } from '../../kernel/formats.ts';
import { languageOf } from './wording.ts';

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

/** The mention's sentence of a language: its rate part and indemnity part, joined as the language joins them. */
const mentionOf =
  (rate: (r: string) => string, indemnity: (i: string) => string, join: string) =>
  (r: string | undefined, i: string | undefined) =>
    [r && rate(r), i && indemnity(i)]
      .filter(Boolean)
      .join(join)
      .replace(/^./, (c) => c.toUpperCase())
      .concat('.');

const de: LateFeeWording = {
  interest: (number, from, to, days, rate) =>
    `Verzugszinsen auf Rechnung ${number}, vom ${from} bis ${to} (${days} Tage zu ${rate} jährlich)`,
  indemnity: (number) => `Pauschale Beitreibungskosten (franz. Handelsgesetzbuch, Art. L441-10), Rechnung ${number}`,
  exemption: 'Verzugszinsen und Beitreibungspauschale unterliegen nicht der Umsatzsteuer.',
  mention: mentionOf(
    (r) => `bei Zahlungsverzug werden Verzugszinsen von ${r} jährlich berechnet`,
    (i) => `von Geschäftskunden wird eine Beitreibungspauschale von ${i} geschuldet`,
    '; ',
  ),
};

const es: LateFeeWording = {
  interest: (number, from, to, days, rate) =>
    `Intereses de demora de la factura ${number}, del ${from} al ${to} (${days} días al ${rate} anual)`,
  indemnity: (number) =>
    `Indemnización fija por gastos de cobro (Código de Comercio francés, art. L441-10), factura ${number}`,
  exemption: 'Los intereses de demora y la indemnización por gastos de cobro no están sujetos a IVA.',
  mention: mentionOf(
    (r) => `todo retraso en el pago devenga intereses al ${r} anual`,
    (i) => `los clientes profesionales adeudan una indemnización fija por gastos de cobro de ${i}`,
    '; ',
  ),
};

const it: LateFeeWording = {
  interest: (number, from, to, days, rate) =>
    `Interessi di mora sulla fattura ${number}, dal ${from} al ${to} (${days} giorni al ${rate} annuo)`,
  indemnity: (number) =>
    `Indennità forfettaria per spese di recupero (Codice di commercio francese, art. L441-10), fattura ${number}`,
  exemption: 'Gli interessi di mora e l’indennità di recupero non sono soggetti a IVA.',
  mention: mentionOf(
    (r) => `ogni ritardo di pagamento comporta interessi al tasso annuo del ${r}`,
    (i) => `i clienti professionali devono un’indennità forfettaria per spese di recupero di ${i}`,
    '; ',
  ),
};

const nl: LateFeeWording = {
  interest: (number, from, to, days, rate) =>
    `Nalatigheidsinterest op factuur ${number}, van ${from} tot ${to} (${days} dagen tegen ${rate} per jaar)`,
  indemnity: (number) =>
    `Forfaitaire invorderingsvergoeding (Frans Wetboek van Koophandel, art. L441-10), factuur ${number}`,
  exemption: 'Nalatigheidsinterest en invorderingsvergoeding zijn niet aan btw onderworpen.',
  mention: mentionOf(
    (r) => `bij te late betaling is een interest van ${r} per jaar verschuldigd`,
    (i) => `zakelijke klanten zijn een forfaitaire invorderingsvergoeding van ${i} verschuldigd`,
    '; ',
  ),
};

const languages: Record<string, LateFeeWording> = { en, fr, de, es, it, nl };

const wordingOf = (locale: string): LateFeeWording => languages[languageOf(locale)]!;

/** A rate as the locale writes a percentage (fr: `12,15 %`). */
const percentIn = (rate: string, locale: string) => formatPercent(rate, locale, 6);

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
