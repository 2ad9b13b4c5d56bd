import { localeOf } from '../../kernel/formats.ts';
import type { Document, DocumentType, OperationCategory } from './model.ts';
import { de, es, it, letter, nl } from './wording-eu.ts';

/** What the e-mail, the PDF and the page say, in the client's language (its Culture). */
export interface Wording {
  /** The locale its numbers, amounts and dates are written in (Intl). */
  locale: string;
  title(type: DocumentType): string;
  /** The line that names the invoice a credit note credits. */
  credits(invoice: string): string;
  subject(type: DocumentType, number: string, seller: string): string;
  body(
    type: DocumentType,
    number: string,
    seller: string,
    contact: string,
    total: string,
    due: string | undefined,
  ): string;
  issued: string;
  due: string;
  validUntil: string;
  po: string;
  billTo: string;
  description: string;
  quantity: string;
  unitPrice: string;
  vat: string;
  total: string;
  discount: string;
  totalRaw: string;
  totalNet: string;
  /** Payments received, and what is still owed. */
  paymentsReceived: string;
  balanceDue: string;
  salesTerms: string;
  noSalesTerms: string;
  /** How to pay by bank transfer (docs/api.md §15). */
  payByTransfer: string;
  paymentReference: string;
  scanToPay: string;
  /** The line of the e-mail that gives the document page's link: an estimate's page takes an answer too. */
  viewOnline(url: string, type: DocumentType): string;
  /** A deposit invoice's title (facture d'acompte). */
  depositInvoice: string;
  /** A final invoice's line for a deposit it deducts. */
  depositDeducted(number: string, date: string): string;
  /** The label of a foreign-currency document's VAT total in the account currency (its rate follows it, when it has one). */
  vatIn(currency: string): string;
  /** The mentions of docs/api.md §17 a reader needs: the buyer's references, delivery, what is sold, the VAT point. */
  buyerReference: string;
  orderReference: string;
  buyerRegistration: string;
  deliveredOn: string;
  deliverTo: string;
  operation: string;
  operations: Record<OperationCategory, string>;
  /** The VAT point's mention when VAT is due on debits. */
  vatOnDebits: string;
  /** The seller's legal form and share capital (Code de commerce R123-238). */
  capital(form: string, capital: string): string;
  /** The basis of lines whose VAT the buyer accounts for (category AE, CGI art. 283-2; directive 2006/112/EC art. 196). */
  reverseCharge: string;
  /** The lines' sum before the general discount. */
  subtotal: string;
  /** What is still owed, the last line of an invoice's totals. */
  totalDue: string;
  /** A line's discount, under its description. */
  lineDiscount(percent: string): string;
  /** An issued credit note of the invoice, in its totals. */
  creditDeducted(number: string, date: string): string;
  /** A payment received, in the invoice's totals. */
  paymentOn(date: string): string;
  /** The pre-notification of a SEPA direct debit (docs/api.md §19): amount, collection date, mandate and creditor. */
  directDebitNotice(amount: string, date: string, rum: string, creditorId: string): string;
  /** The PDF's page numbers. */
  pageOf(page: number, pages: number): string;
  /** Between a label and its value: `: `, or ` : ` in French. */
  colon: string;
}

const enLetter = letter('Hello', 'Kind regards,');
const en: Wording = {
  locale: 'en-GB',
  title: (type) => ({ invoice: 'Invoice', estimate: 'Estimate', creditnote: 'Credit note' })[type],
  credits: (invoice) => `Credit note for invoice ${invoice}`,
  subject: (type, number, seller) => `${en.title(type)} ${number} from ${seller}`,
  body: (type, number, seller, contact, total, due) =>
    enLetter(
      contact,
      type === 'invoice'
        ? `Please find attached invoice ${number} for ${total}${due ? `, due on ${due}` : ''}.`
        : type === 'creditnote'
          ? `Please find attached credit note ${number} for ${total}.`
          : `Please find attached estimate ${number} for ${total}.`,
      seller,
    ),
  issued: 'Date',
  due: 'Due date',
  validUntil: 'Valid until',
  po: 'PO number',
  billTo: 'Bill to',
  description: 'Description',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  vat: 'VAT',
  total: 'Total',
  discount: 'Discount',
  totalRaw: 'Total excl. tax',
  totalNet: 'Total',
  paymentsReceived: 'Payments received',
  balanceDue: 'Balance due',
  salesTerms: 'Terms of sale',
  noSalesTerms: 'No particular terms apply.',
  payByTransfer: 'Payment by bank transfer',
  paymentReference: 'Payment reference',
  scanToPay: 'Scan with your banking app to pay',
  viewOnline: (url, type) =>
    type === 'estimate' ? `View it online, download it or answer it: ${url}` : `View it online or download it: ${url}`,
  depositInvoice: 'Deposit invoice',
  buyerReference: 'Your reference',
  orderReference: 'Your order',
  buyerRegistration: 'Company number',
  deliveredOn: 'Delivered on',
  deliverTo: 'Deliver to',
  operation: 'Operation',
  operations: { goods: 'supply of goods', services: 'supply of services', mixed: 'goods and services' },
  vatOnDebits: 'VAT on debits',
  capital: (form, capital) => [form, capital && `share capital ${capital}`].filter(Boolean).join(', '),
  reverseCharge: 'Reverse charge: VAT to be accounted for by the customer',
  subtotal: 'Subtotal',
  totalDue: 'Amount due',
  lineDiscount: (percent) => `discount ${percent}`,
  creditDeducted: (number, date) => `Credit note ${number} of ${date}`,
  paymentOn: (date) => `Payment of ${date}`,
  directDebitNotice: (amount, date, rum, ics) =>
    `SEPA direct debit of ${amount} on ${date}, under mandate ${rum}, creditor identifier ${ics}.`,
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  colon: ': ',
  depositDeducted: (number, date) => `Deposit ${number} of ${date}`,
  vatIn: (currency) => `VAT in ${currency}`,
};

const frLetter = letter('Bonjour', 'Cordialement,');
const fr: Wording = {
  locale: 'fr-FR',
  title: (type) => ({ invoice: 'Facture', estimate: 'Devis', creditnote: 'Avoir' })[type],
  credits: (invoice) => `Avoir sur la facture ${invoice}`,
  subject: (type, number, seller) => `${fr.title(type)} ${number} de ${seller}`,
  body: (type, number, seller, contact, total, due) =>
    frLetter(
      contact,
      type === 'invoice'
        ? `Veuillez trouver ci-joint la facture ${number} d'un montant de ${total}${due ? `, à régler avant le ${due}` : ''}.`
        : type === 'creditnote'
          ? `Veuillez trouver ci-joint l'avoir ${number} d'un montant de ${total}.`
          : `Veuillez trouver ci-joint le devis ${number} d'un montant de ${total}.`,
      seller,
    ),
  issued: 'Date',
  due: "Date d'échéance",
  validUntil: "Valable jusqu'au",
  po: 'Bon de commande',
  billTo: 'Facturer à',
  description: 'Désignation',
  quantity: 'Qté',
  unitPrice: 'Prix unitaire',
  vat: 'TVA',
  total: 'Total',
  discount: 'Remise',
  totalRaw: 'Total HT',
  totalNet: 'Total TTC',
  paymentsReceived: 'Paiements reçus',
  balanceDue: 'Reste à payer',
  salesTerms: 'Conditions générales de vente',
  noSalesTerms: 'Aucune condition particulière.',
  payByTransfer: 'Paiement par virement',
  paymentReference: 'Référence de paiement',
  scanToPay: 'Scannez avec votre application bancaire pour payer',
  viewOnline: (url, type) =>
    type === 'estimate'
      ? `Consultez-le en ligne, téléchargez-le ou répondez-y : ${url}`
      : `Consultez-${type === 'invoice' ? 'la' : 'le'} en ligne ou téléchargez-${type === 'invoice' ? 'la' : 'le'} : ${url}`,
  depositInvoice: "Facture d'acompte",
  buyerReference: 'Votre référence',
  orderReference: 'Votre commande',
  buyerRegistration: 'SIREN du client',
  deliveredOn: 'Livré le',
  deliverTo: 'Adresse de livraison',
  operation: 'Opération',
  operations: {
    goods: 'livraison de biens',
    services: 'prestation de services',
    mixed: 'livraison de biens et prestation de services',
  },
  vatOnDebits: "Option pour le paiement de la TVA d'après les débits",
  capital: (form, capital) => [form, capital && `au capital de ${capital}`].filter(Boolean).join(' '),
  reverseCharge: 'Autoliquidation',
  subtotal: 'Sous-total',
  totalDue: 'Reste à payer',
  lineDiscount: (percent) => `remise ${percent}`,
  creditDeducted: (number, date) => `Avoir ${number} du ${date}`,
  paymentOn: (date) => `Paiement du ${date}`,
  directDebitNotice: (amount, date, rum, ics) =>
    `Prélèvement SEPA de ${amount} le ${date}, mandat ${rum}, identifiant créancier (ICS) ${ics}.`,
  pageOf: (page, pages) => `Page ${page} sur ${pages}`,
  colon: '\u00a0: ',
  depositDeducted: (number, date) => `Acompte ${number} du ${date}`,
  vatIn: (currency) => `TVA en ${currency}`,
};

/** A document's title: its type's, or a deposit invoice's. */
export const titleOf = (doc: Pick<Document, 'type' | 'General'>, words: Wording): string =>
  doc.General.Deposit ? words.depositInvoice : words.title(doc.type);

/** The languages documents are written in, by their code. */
const languages: Record<string, Wording> = { en, fr, de, es, it, nl };

/** The language of a client's Culture (`fr`, `fr-CA`, `de_AT`...), by its first part: English when it is none of ours. */
export const languageOf = (culture: string | undefined): string => {
  const code = /^([a-z]{2})(?:[-_]|$)/i.exec(culture ?? '')?.[1]?.toLowerCase() ?? 'en';
  return code in languages ? code : 'en';
};

/**
 * The locale a document for a client's Culture writes its dates, numbers and percentages in: the
 * Culture's own (`fr-CA`, `de-AT`) when the documents speak its language, else the locale of the
 * language they are written in (`en-GB` for a language they do not speak), so no document mixes one language's words with
 * another's digits or dates (an English sentence with Arabic dates, which bidi then reorders).
 */
export const documentLocale = (culture: string | undefined): string => {
  const language = languageOf(culture);
  const own = localeOf(culture);
  // A region of the language kept (`fr-CA`); a bare language (`fr`, none at all) writes as its documents do.
  return own.includes('-') && own.split('-')[0]!.toLowerCase() === language ? own : languages[language]!.locale;
};

/**
 * The words of a client's Culture: English, French, German, Spanish, Italian or Dutch; English for
 * any other; its figures and dates written in the Culture's region (`de-CH`: `1’234.50`) where the
 * words are its language's (`documentLocale`), as its statements and late fees are.
 */
export const wordingFor = (culture: string | undefined): Wording => {
  const words = languages[languageOf(culture)]!;
  const locale = documentLocale(culture);
  return locale === words.locale ? words : { ...words, locale };
};
