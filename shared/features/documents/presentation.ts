import { formatDate, formatMoney, formatNumber, formatPercent } from '../../kernel/formats.ts';
import { type Decimal, decimal, minorUnit, moneyText } from '../../kernel/money.ts';
import type { Client } from '../clients/model.ts';
import type { Logo } from '../profile/logo.ts';
import type { Profile } from '../profile/model.ts';
import { latePaymentMention } from './late-payment.ts';
import type { Document } from './model.ts';
import { buyerName, paymentsByDate } from './settlement.ts';
import { computeTotals, owesExemptionReason, vatInAccountCurrency } from './totals.ts';
import { type TransferDetails, transferDetails } from './transfer.ts';
import { titleOf, type Wording } from './wording.ts';

/** One labelled fact a document prints under its title (a date, a reference, a mention); an empty value prints the label alone. */
export interface Mention {
  label: string;
  value: string;
}

/** One line of a document as a reader sees it: every figure written for their locale. */
export interface PresentedLine {
  description: string;
  /** The line's discount (`remise 10 %`), when it has one: its unit price and total are before and after it. */
  discount?: string;
  quantity: string;
  unitPrice: string;
  vat: string;
  total: string;
}

/** A row of the totals: a label, an amount; the strong ones close a block (the total, what is due). */
export interface TotalRow {
  label: string;
  value: string;
  strong?: boolean;
}

/**
 * A document as every reader sees it: the PDF, the page and the e-mail all print this, so
 * they cannot disagree (docs/api.md §12). Amounts, quantities, percentages and dates are written
 * for the reader's locale with Intl (fr: `1 840,80 €`, `7,5`, `24 novembre 2026`).
 */
export interface Presentation {
  title: string;
  number: string;
  seller: { name: string; tradeName: string; lines: string[]; logo?: Logo };
  buyer: { name: string; lines: string[] };
  facts: Mention[];
  lines: PresentedLine[];
  /** The VAT breakdown: each rate's base and tax. */
  rates: { rate: string; base: string; vat: string }[];
  /** From the lines' sum to what is due: discount, VAT per rate, deposits, credit notes, payments. */
  totals: TotalRow[];
  /** The document's total and, for an invoice, what is still due: the e-mail's figures. */
  total: string;
  due?: string;
  /** Dates as the reader writes them. */
  dueDate?: string;
  /** What the seller and the law state at the foot: an invoice's late-payment terms, the profile's LegalNotes. */
  mentions: string[];
  /** How to pay an invoice by bank transfer, with the EPC QR code's text when there is one. */
  transfer?: TransferDetails;
}

/** Who a document is from and to, as the presentation needs them. */
export interface PresentationParties {
  profile: Profile;
  company: string;
  /** The account's currency: a document in another one states its VAT in it too. */
  currency: string;
  client?: Client;
  /** The seller's logo, shown at the head of the PDF, the page and the e-mail. */
  logo?: Logo;
  /** A credit note's: the date of the invoice it credits (a mention it owes, as its e-invoice's BT-26). */
  creditedInvoiceDate?: string;
}

/**
 * The document's references and the reform's mentions (docs/api.md §17): the buyer's
 * references, its registration number, the delivery, what is sold, and the VAT point when VAT
 * is due on debits.
 */
export function documentMentions(
  doc: Document,
  client: Client | undefined,
  profile: Profile,
  words: Wording,
  date: (d: string) => string = (d) => d,
): Mention[] {
  const g = doc.General;
  const d = doc.Delivery;
  const delivery = d
    ? [d.Address1, d.Address2, [d.ZIPCode, d.City].filter(Boolean).join(' '), d.Country].filter(Boolean).join(', ')
    : '';
  const onDebits = doc.type !== 'estimate' && (g.VATOnDebits ?? profile.VATOnDebits);
  return [
    ...(g.BuyerReference ? [{ label: words.buyerReference, value: g.BuyerReference }] : []),
    ...(g.OrderReference ? [{ label: words.orderReference, value: g.OrderReference }] : []),
    ...(client?.RegistrationId ? [{ label: words.buyerRegistration, value: client.RegistrationId }] : []),
    ...(g.DeliveryDate ? [{ label: words.deliveredOn, value: date(g.DeliveryDate) }] : []),
    ...(delivery ? [{ label: words.deliverTo, value: delivery }] : []),
    ...(g.OperationCategory ? [{ label: words.operation, value: words.operations[g.OperationCategory] }] : []),
    ...(onDebits ? [{ label: words.vatOnDebits, value: '' }] : []),
  ];
}

/**
 * Why each VAT category without VAT that the document uses is so, as the law asks it be stated
 * (docs/api.md §10, what an invoice states): reverse charge (AE) by its name, an exemption by its reason
 * (`VATExemptionReason`, the e-invoice's BT-120), a French seller under the franchise by the
 * article (CGI art. 293 B, in the law's own French words).
 */
function vatBases(doc: Document, profile: Profile, totals: ReturnType<typeof computeTotals>, words: Wording): string[] {
  const reason = doc.General.VATExemptionReason ?? '';
  return [
    ...(profile.VATFranchise && profile.Country === 'FR' ? ['TVA non applicable, art. 293 B du CGI'] : []),
    ...(totals.TOTALTAX.some((t) => t.VATCategory === 'AE') ? [words.reverseCharge] : []),
    ...(owesExemptionReason(totals) && reason ? [reason] : []),
  ];
}

/** How a registration number is named by its ICD scheme: SIREN, SIRET. */
const registrationLabels: Record<string, string> = { '0002': 'SIREN', '0009': 'SIRET' };

/** The presentation of a document for a reader of `words`' language. */
export function presentDocument(doc: Document, parties: PresentationParties, words: Wording): Presentation {
  const { profile, client } = parties;
  const locale = words.locale;
  const currency = doc.General.Currency;
  const digits = minorUnit(currency);
  const money = (value: Decimal | string) => formatMoney(decimal(value).toFixed(digits), currency, locale);
  const minus = (value: Decimal | string) => money(decimal(value).neg());
  // Plain decimal text (never an exponent), which Intl reads exactly.
  const number = (value: string) => formatNumber(decimal(value).toFixed(), locale);
  const percent = (value: string) => formatPercent(decimal(value).toFixed(), locale, 4);
  const date = (iso: string) => formatDate(iso, locale);
  const totals = computeTotals(doc);
  const g = doc.General;
  const invoice = doc.type === 'invoice';
  const converted = vatInAccountCurrency(doc, totals, parties.currency);
  const lineSum = totals.items.reduce((sum, x) => sum.plus(x), decimal(0));
  const rows: TotalRow[] = [
    ...(totals.TotalDiscount.gt(0)
      ? [
          { label: words.subtotal, value: money(lineSum) },
          { label: `${words.discount} ${percent(g.GeneralDiscount)}`, value: minus(totals.TotalDiscount) },
        ]
      : []),
    { label: words.totalRaw, value: money(totals.TOTALRAW) },
    ...totals.TOTALTAX.map((t) => ({
      label: `${words.vat} ${percent(t.VATPercentage.toString())}`,
      value: money(t.VATValue),
    })),
    ...(converted
      ? [
          {
            label: `${words.vatIn(converted.currency)}${converted.rate ? ` (1 ${currency} = ${number(converted.rate)} ${converted.currency})` : ''}`,
            value: formatMoney(moneyText(converted.tax, converted.currency), converted.currency, locale),
          },
        ]
      : []),
    { label: words.totalNet, value: money(totals.TotalNET), strong: !invoice },
    ...(invoice
      ? [
          ...(doc.deposits ?? []).map((d) => ({
            label: words.depositDeducted(d.number, date(d.date)),
            value: minus(d.net),
          })),
          ...(doc.credits ?? []).map((c) => ({
            label: words.creditDeducted(c.number, c.date ? date(c.date) : ''),
            value: minus(c.net),
          })),
          ...paymentsByDate(doc).map((p) => ({ label: words.paymentOn(date(p.date)), value: minus(p.amount) })),
          { label: words.totalDue, value: money(totals.TotalDue), strong: true },
        ]
      : []),
  ];
  const seller = profile.LegalName || parties.company;
  // A direct-debit invoice is collected, not paid by transfer: its pre-notification says how.
  const transfer = doc.directDebit ? undefined : transferDetails(doc, profile, seller);
  return {
    title: titleOf(doc, words),
    number: g.Number,
    seller: {
      name: seller,
      ...(parties.logo ? { logo: parties.logo } : {}),
      tradeName: profile.LegalName ? profile.TradeName : '',
      lines: [
        profile.LegalForm || profile.ShareCapital ? words.capital(profile.LegalForm, profile.ShareCapital) : '',
        profile.Address1,
        profile.Address2,
        [profile.ZIPCode, profile.City].filter(Boolean).join(' '),
        profile.State,
        profile.Country,
        profile.VATIntra ? `${words.vat} ${profile.VATIntra}` : '',
        profile.RegistrationId
          ? `${registrationLabels[profile.RegistrationScheme] ?? 'Reg.'} ${profile.RegistrationId}`
          : '',
        profile.Email,
        profile.Phone,
      ].filter(Boolean),
    },
    buyer: {
      name: buyerName(doc, client),
      lines: [
        doc.Client.ContactName,
        ...doc.Client.ContactAddress.split('\n'),
        client?.Company.VATIntra ? `${words.vat} ${client.Company.VATIntra}` : '',
      ].filter(Boolean),
    },
    facts: [
      { label: words.issued, value: date(g.DateIssue) },
      ...(g.DueDate ? [{ label: words.due, value: date(g.DueDate) }] : []),
      ...(g.Validity ? [{ label: words.validUntil, value: date(g.Validity) }] : []),
      ...(g.PONumber ? [{ label: words.po, value: g.PONumber }] : []),
      ...(g.Invoice && doc.type === 'creditnote'
        ? [
            {
              label: words.credits(g.Invoice),
              value: parties.creditedInvoiceDate ? date(parties.creditedInvoiceDate) : '',
            },
          ]
        : []),
      ...documentMentions(doc, client, profile, words, date),
    ],
    lines: doc.Items.map((item, i) => ({
      description: item.Description,
      ...(decimal(item.Discount).gt(0) ? { discount: words.lineDiscount(percent(item.Discount)) } : {}),
      quantity: [number(item.Quantity), item.UnitType].filter(Boolean).join(' '),
      unitPrice: money(item.UnitRate),
      vat: percent(item.VAT),
      total: money(totals.items[i]!),
    })),
    rates: totals.TOTALTAX.map((t) => ({
      rate: percent(t.VATPercentage.toString()),
      base: money(t.VATBase),
      vat: money(t.VATValue),
    })),
    totals: rows,
    total: money(totals.TotalNET),
    ...(invoice ? { due: money(totals.TotalDue) } : {}),
    ...(g.DueDate ? { dueDate: date(g.DueDate) } : {}),
    mentions: [
      ...vatBases(doc, profile, totals, words),
      // Collected by SEPA direct debit: the pre-notification the payer is owed before the collection.
      ...(invoice && doc.directDebit && g.DueDate
        ? [words.directDebitNotice(money(totals.TotalDue), date(g.DueDate), doc.directDebit.RUM, profile.CreditorId)]
        : []),
      // The late-payment terms are owed by a business buyer, not a consumer (Code de commerce L441-10).
      ...(invoice && client?.Kind !== 'consumer' ? [latePaymentMention(locale, profile, parties.currency)] : []),
      profile.LegalNotes,
    ].filter((m): m is string => !!m),
    ...(transfer ? { transfer } : {}),
  };
}
