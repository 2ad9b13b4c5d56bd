import type { ErrorDetail } from '../../kernel/errors.ts';
import { type Decimal, decimal } from '../../kernel/money.ts';
import { type Client, clientName } from '../clients/model.ts';
import type { Document, DocumentType, PaymentEntry, Status } from './model.ts';
import { computeTotals } from './totals.ts';

/** Whether an invoice or a credit note has been issued: it left `draft`; its content is then fixed (docs/api.md §9). */
export const isIssued = (doc: Pick<Document, 'type' | 'General'>): boolean =>
  (doc.type === 'invoice' || doc.type === 'creditnote') && doc.General.Status !== 'draft';

/**
 * Whether a document adds to the reports' totals (docs/reports.md): an issued invoice or credit
 * note that is not deleted. A change of a document that adds nothing before and after (a draft's
 * edits, an estimate) can move no total.
 */
export const addsToTotals = (doc: Document | undefined): doc is Document =>
  doc !== undefined && doc.folder !== 'deleted' && isIssued(doc);

/**
 * The Status an issued invoice's money gives it (docs/api.md §8): cancelled when fully
 * credited, else paid when nothing is due, else partial when anything was paid or credited,
 * else sent. A draft stays a draft.
 */
export function statusFromMoney(doc: Document): Status {
  if (doc.type !== 'invoice' || !isIssued(doc)) return doc.General.Status;
  const t = computeTotals(doc);
  if (doc.cancelled || (t.TotalCredited.gt(0) && t.TotalCredited.gte(t.TotalNET))) return 'cancelled';
  if (t.TotalDue.eq(0)) return 'paid';
  if (t.TotalPaid.plus(t.TotalCredited).gt(0)) return 'partial';
  return 'sent';
}

/** A document's `General.Type` as the record answers it: `deposit` for a deposit invoice, else its type. */
export const typeOf = (doc: Pick<Document, 'type' | 'General'>): DocumentType | 'deposit' =>
  doc.General.Deposit ? 'deposit' : doc.type;

/** The invoice with its Status set from its money. */
const settled = (doc: Document): Document => ({ ...doc, General: { ...doc.General, Status: statusFromMoney(doc) } });

/** The buyer's name of a document: as the document names it, else its linked client's. */
export const buyerName = (doc: Pick<Document, 'Client'>, client: Client | undefined): string =>
  doc.Client.ClientName.trim() || (client ? clientName(client) : '');

/**
 * What no business may issue, whichever way an invoice leaves draft (sent by e-mail, updated to
 * `sent`, its first payment): an invoice with no buyer's name, or one whose total is below zero
 * (a credit note is how an amount is given back), or one to a public buyer without its service code and
 * commitment number. The fields at fault, none when it may be issued.
 */
export function issuingGaps(doc: Document, client: Client | undefined): ErrorDetail[] {
  if (doc.type !== 'invoice') return [];
  const gaps: ErrorDetail[] = [];
  if (!buyerName(doc, client))
    gaps.push({ field: 'Client.ClientName', message: "is required to issue: the buyer's name (or a linked client's)" });
  if (computeTotals(doc).TotalNET.lt(0))
    gaps.push({ field: 'Total.TotalNET', message: 'is below zero: give an amount back with a credit note' });
  // A public buyer (Chorus Pro) routes and pays an invoice by its service code and commitment number (docs/api.md §20).
  if (client?.Kind === 'public')
    for (const field of ['BuyerReference', 'OrderReference'] as const)
      if (!doc.General[field]?.trim())
        gaps.push({
          field: `General.${field}`,
          message: `is required for a public buyer: its ${field === 'BuyerReference' ? 'service code' : 'commitment number'}`,
        });
  return gaps;
}

/** The invoice with a payment recorded: a draft is issued by its first payment (docs/api.md §9). */
export function withPayment(doc: Document, entry: PaymentEntry): Document {
  const issued = doc.General.Status === 'draft' ? { ...doc.General, Status: 'sent' as const } : doc.General;
  return settled({ ...doc, General: issued, payments: [...(doc.payments ?? []), entry] });
}

/** The invoice with a payment reversed. */
export const withoutPayment = (doc: Document, paymentId: number): Document =>
  settled({ ...doc, payments: (doc.payments ?? []).filter((p) => p.paymentId !== paymentId) });

/** Open: an invoice sent or partial, with a DueDate; the overdue index holds these. */
export const isOpen = (doc: Pick<Document, 'type' | 'General'>): boolean =>
  doc.type === 'invoice' &&
  (doc.General.Status === 'sent' || doc.General.Status === 'partial') &&
  !!doc.General.DueDate;

/**
 * Overdue: open, and due before `today`, the account's date (docs/api.md §8, §13); not while its
 * direct debit is with the bank (§19).
 */
export const isOverdue = (doc: Pick<Document, 'type' | 'General' | 'collection'>, today: string): boolean =>
  isOpen(doc) && !doc.collection && doc.General.DueDate! < today;

/** The Status a document is answered with: an open invoice whose direct debit is with the bank is `collection_pending` (docs/api.md §19). */
export const shownStatus = (doc: Pick<Document, 'type' | 'General' | 'collection'>): string =>
  doc.collection && isOpen(doc) ? 'collection_pending' : doc.General.Status;

/** An invoice's live payments by Date, then payment_id: as the record and the PDF list them. */
export const paymentsByDate = (doc: Pick<Document, 'payments'>): PaymentEntry[] =>
  [...(doc.payments ?? [])].sort((a, b) => a.date.localeCompare(b.date) || a.paymentId - b.paymentId);

/**
 * What an invoice leaves to pay online: its TotalDue once issued, not cancelled, and its direct
 * debit not with the bank, which would take the same money twice (docs/api.md §19); else nothing.
 */
export function owedOnline(doc: Document): Decimal {
  const issuedInvoice =
    doc.type === 'invoice' && doc.General.Status !== 'cancelled' && doc.General.Status !== 'draft' && !doc.collection;
  const due = issuedInvoice ? computeTotals(doc).TotalDue : decimal(0);
  return due.gt(0) ? due : decimal(0);
}

/** Whether an invoice may be paid online: it leaves anything to pay online. */
export const payableOnline = (doc: Document): boolean => owedOnline(doc).gt(0);
