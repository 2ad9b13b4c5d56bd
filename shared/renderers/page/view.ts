import { groupedReference } from '../../features/bank/creditor-reference.ts';
import { type TransferDetails, transferDetails } from '../../features/bank/transfer.ts';
import type { Client } from '../../features/clients/model.ts';
import type { Document } from '../../features/documents/model.ts';
import { buyerName, isOverdue, paymentsByDate } from '../../features/documents/settlement.ts';
import { computeTotals, vatInAccountCurrency } from '../../features/documents/totals.ts';
import { titleOf } from '../../features/documents/wording.ts';
import { latePaymentMention } from '../../features/latefees/wording.ts';
import type { Profile } from '../../features/profile/model.ts';
import { formatDate, formatMoney } from '../../kernel/formats.ts';
import { decimal, minorUnit } from '../../kernel/money.ts';
import { documentMentions } from '../mentions.ts';
import { qrSvg } from '../qr.ts';
import { type PageWording, pageWordingFor } from './wording.ts';

/** Everything the page template shows, as text ready to print (the template escapes it). */
export interface DocumentView {
  words: PageWording;
  title: string;
  seller: { name: string; tradeName: string; lines: string[] };
  client: { name: string; lines: string[] };
  facts: { label: string; value: string }[];
  lines: { description: string; quantity: string; unitPrice: string; vat: string; total: string }[];
  rates: { rate: string; base: string; vat: string }[];
  totals: { label: string; value: string; strong?: boolean }[];
  payments: { date: string; amount: string }[];
  /** How to pay by bank transfer: IBAN, BIC and reference, and the EPC QR code as SVG (numbers only). */
  transfer?: { lines: { label: string; value: string }[]; qr?: string };
  /** What the seller states at the foot: the late-payment terms of an invoice. */
  mentions: string[];
  state?: { text: string; tone: 'paid' | 'overdue' | 'info' };
  downloads: { href: string; label: string }[];
  choice?: { acceptAction: string; declineAction: string; formToken: string };
}

const dateOf = (iso: string, words: PageWording) => formatDate(iso, words.locale);

/** The side of the page's QR code, in CSS pixels. */
const QR_PIXELS = 176;

/** The transfer details as the page shows them: grouped as banks print them, the QR code beside. */
function transferView(transfer: TransferDetails | undefined, words: PageWording): Pick<DocumentView, 'transfer'> {
  if (!transfer) return {};
  const lines = [
    { label: 'IBAN', value: groupedReference(transfer.iban) },
    ...(transfer.bic ? [{ label: 'BIC', value: transfer.bic }] : []),
    ...(transfer.reference ? [{ label: words.paymentReference, value: groupedReference(transfer.reference) }] : []),
  ];
  return { transfer: { lines, ...(transfer.epc ? { qr: qrSvg(transfer.epc, QR_PIXELS, words.scanToPay) } : {}) } };
}

/** The state the page shows beside the title: an invoice paid, cancelled or overdue; an estimate's answer. */
function stateOf(doc: Document, words: PageWording, today: string): DocumentView['state'] {
  const status = doc.General.Status;
  if (doc.type === 'estimate') {
    if (status === 'accepted') return { text: words.accepted, tone: 'info' };
    if (status === 'declined') return { text: words.declined, tone: 'info' };
    return undefined;
  }
  if (doc.type !== 'invoice') return undefined;
  if (status === 'paid') return { text: words.paid, tone: 'paid' };
  if (status === 'cancelled') return { text: words.cancelled, tone: 'info' };
  return isOverdue(doc, today) ? { text: words.overdue, tone: 'overdue' } : undefined;
}

/**
 * The page's view of a document: the seller by the profile's LegalName (TradeName beside it),
 * else the account's company; amounts in the document's currency and the client's language.
 */
export function documentView(
  doc: Document,
  parties: { profile: Profile; company: string; currency: string; client?: Client },
  links: { base: string; formToken?: string; offersChoice: boolean; today: string },
): DocumentView {
  const words = pageWordingFor(parties.client?.Culture);
  const currency = doc.General.Currency;
  const digits = minorUnit(currency);
  // Decimal strings, formatted exactly (Intl reads a string as a decimal, not a float).
  const amount = (value: { toFixed(dp: number): string }) => formatMoney(value.toFixed(digits), currency, words.locale);
  const percent = (value: string) =>
    `${new Intl.NumberFormat(words.locale).format(decimal(value).toString() as never)}\u00a0%`;
  const totals = computeTotals(doc);
  const converted = vatInAccountCurrency(doc, totals, parties.currency);
  const g = doc.General;
  const { profile } = parties;
  const state = stateOf(doc, words, links.today);
  const einvoice = doc.type !== 'estimate';
  return {
    words,
    title: `${titleOf(doc, words)} ${g.Number}`,
    seller: {
      name: profile.LegalName || parties.company,
      tradeName: profile.LegalName ? profile.TradeName : '',
      lines: [
        profile.Address1,
        profile.Address2,
        [profile.ZIPCode, profile.City].filter(Boolean).join(' '),
        profile.VATIntra ? `${words.vat} ${profile.VATIntra}` : '',
      ].filter(Boolean),
    },
    client: {
      name: buyerName(doc, parties.client),
      lines: [doc.Client.ContactName, ...doc.Client.ContactAddress.split('\n')].filter(Boolean),
    },
    facts: [
      { label: words.issued, value: dateOf(g.DateIssue, words) },
      ...(g.DueDate ? [{ label: words.due, value: dateOf(g.DueDate, words) }] : []),
      ...(g.Validity ? [{ label: words.validUntil, value: dateOf(g.Validity, words) }] : []),
      ...(g.PONumber ? [{ label: words.po, value: g.PONumber }] : []),
      ...documentMentions(doc, parties.client, profile, words, (d) => dateOf(d, words)),
      ...(g.Invoice && doc.type === 'creditnote' ? [{ label: words.credits(g.Invoice), value: '' }] : []),
    ],
    lines: doc.Items.map((item, i) => ({
      description: item.Description,
      quantity: new Intl.NumberFormat(words.locale).format(decimal(item.Quantity).toString() as never),
      unitPrice: amount(decimal(item.UnitRate)),
      vat: percent(item.VAT),
      total: amount(totals.items[i]!),
    })),
    rates: totals.TOTALTAX.map((rate) => ({
      rate: percent(rate.VATPercentage.toString()),
      base: amount(rate.VATBase),
      vat: amount(rate.VATValue),
    })),
    totals: [
      { label: words.totalRaw, value: amount(totals.TOTALRAW) },
      ...(totals.TotalDiscount.gt(0) ? [{ label: words.discount, value: amount(totals.TotalDiscount.neg()) }] : []),
      { label: words.totalNet, value: amount(totals.TotalNET), strong: doc.type !== 'invoice' },
      ...(converted
        ? [
            {
              label: words.vatIn(converted.currency, converted.rate, g.Currency),
              value: formatMoney(
                converted.tax.toFixed(minorUnit(converted.currency)),
                converted.currency,
                words.locale,
              ),
            },
          ]
        : []),
      ...(doc.deposits ?? []).map((d) => ({
        label: words.depositDeducted(d.number, dateOf(d.date, words)),
        value: amount(decimal(d.net).neg()),
      })),
      ...(doc.type === 'invoice' ? [{ label: words.totalDue, value: amount(totals.TotalDue), strong: true }] : []),
    ],
    payments: paymentsByDate(doc).map((p) => ({ date: dateOf(p.date, words), amount: amount(decimal(p.amount)) })),
    ...transferView(transferDetails(doc, profile, profile.LegalName || parties.company), words),
    mentions: [
      ...(doc.type === 'invoice' ? [latePaymentMention(words.locale, profile, parties.currency)] : []),
      profile.LegalNotes,
    ].filter((m): m is string => !!m),
    ...(state ? { state } : {}),
    downloads: [
      { href: `${links.base}/pdf`, label: words.pdf },
      ...(einvoice
        ? [
            { href: `${links.base}/ubl`, label: words.ubl },
            { href: `${links.base}/cii`, label: words.cii },
          ]
        : []),
    ],
    ...(links.offersChoice && links.formToken
      ? {
          choice: {
            acceptAction: `${links.base}/accept`,
            declineAction: `${links.base}/decline`,
            formToken: links.formToken,
          },
        }
      : {}),
  };
}
