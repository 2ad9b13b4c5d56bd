import { groupedReference } from '../../features/documents/creditor-reference.ts';
import type { Document } from '../../features/documents/model.ts';
import { type Presentation, type PresentationParties, presentDocument } from '../../features/documents/presentation.ts';
import { estimateLapsed } from '../../features/documents/rules.ts';
import { isOverdue } from '../../features/documents/settlement.ts';
import type { TransferDetails } from '../../features/documents/transfer.ts';
import { fittedPixels } from '../../features/profile/logo.ts';
import { qrSvg } from '../qr.ts';
import { type PageWording, pageWordingFor } from './wording.ts';

/** Everything the page template shows, as text ready to print (the template escapes it). */
export interface DocumentView {
  words: PageWording;
  title: string;
  seller: { name: string; tradeName: string; lines: string[] };
  /** The seller's logo, inline (the page loads nothing from elsewhere), at the size it is shown. */
  logo?: { src: string; width: number; height: number };
  client: { name: string; lines: string[] };
  facts: { label: string; value: string }[];
  lines: Presentation['lines'];
  rates: Presentation['rates'];
  /** From the lines' sum to what is due, payments and credit notes included. */
  totals: Presentation['totals'];
  /** How to pay by bank transfer: IBAN, BIC and reference, and the EPC QR code as SVG (numbers only). */
  transfer?: { lines: { label: string; value: string }[]; qr?: string };
  /** What the seller states at the foot: the late-payment terms of an invoice. */
  mentions: string[];
  state?: { text: string; tone: 'paid' | 'overdue' | 'info' };
  downloads: { href: string; label: string }[];
  choice?: { acceptAction: string; declineAction: string; formToken: string };
  /** The payer's SEPA Direct Debit mandate: signed (its RUM and date), or the form that signs one. */
  mandate?: { signed: { rum: string; date: string } } | { action: string; formToken: string; authorisation: string };
  /** Where the invoice is paid online, when the account has a payment provider and anything is due; a part from `least` to `most` when the seller takes parts. */
  pay?: { action: string; part?: { least: string; most: string } };
}

/** The box the page's logo fits in, in CSS pixels. */
const LOGO_PIXELS = { width: 240, height: 80 };

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
    return estimateLapsed(doc, today) ? { text: words.expired, tone: 'overdue' } : undefined;
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
  parties: PresentationParties,
  links: {
    base: string;
    formToken?: string;
    offersChoice: boolean;
    today: string;
    /** Paid online: in full, or in a part from `least` to `most` when the seller takes parts. */
    payable?: { part?: { least: string; most: string } };
    /** The page collects a mandate: the client's in place, or the authorisation its form shows. */
    mandate?: { signed?: { rum: string; date: string }; authorisation: string };
  },
): DocumentView {
  const words = pageWordingFor(parties.client?.Culture);
  const state = stateOf(doc, words, links.today);
  const einvoice = doc.type !== 'estimate';
  // The same presentation as the PDF's and the e-mail's: they cannot disagree.
  const shown = presentDocument(doc, parties, words);
  return {
    words,
    title: `${shown.title} ${shown.number}`,
    seller: shown.seller,
    ...(shown.seller.logo
      ? {
          logo: {
            src: `data:${shown.seller.logo.info.Type};base64,${Buffer.from(shown.seller.logo.bytes).toString('base64')}`,
            ...fittedPixels(shown.seller.logo.info, LOGO_PIXELS),
          },
        }
      : {}),
    client: shown.buyer,
    facts: shown.facts,
    lines: shown.lines,
    rates: shown.rates,
    totals: shown.totals,
    ...transferView(shown.transfer, words),
    mentions: shown.mentions,
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
    ...(links.mandate
      ? {
          mandate: links.mandate.signed
            ? { signed: links.mandate.signed }
            : {
                action: `${links.base}/mandate`,
                formToken: links.formToken ?? '',
                authorisation: links.mandate.authorisation,
              },
        }
      : {}),
    ...(links.payable
      ? {
          pay: { action: `${links.base}/pay`, ...(links.payable.part ? { part: links.payable.part } : {}) },
        }
      : {}),
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
