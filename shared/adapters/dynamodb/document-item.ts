/**
 * A document as one item of the table: the fields the keys, conditions and stream worker read at
 * its top level, the rest as its record beside them; and the document read back from an item.
 */
import {
  type ClientAct,
  type Document,
  type DocumentType,
  type Folder,
  MAX_PAYMENTS,
  type PaymentEntry,
} from '../../features/documents/model.ts';
import { storedNumber } from '../../features/documents/numbering.ts';
import { isOpen } from '../../features/documents/settlement.ts';
import { sized } from './item-size.ts';
import { keys } from './keys.ts';

/**
 * The document's fields stored at the item's top level beside its record: what the keys, the
 * write conditions, the counters' updates and the stream worker read.
 */
const TOP_LEVEL = [
  'accountId',
  'type',
  'createdAt',
  'folder',
  'version',
  'updatedBy',
  'clientId',
  'lastSentAt',
  'sentCount',
  'reminderCount',
  'clientAct',
  'clientActs',
  'lifecycleCount',
] as const satisfies readonly (keyof Document)[];
type TopLevel = Pick<Document, (typeof TOP_LEVEL)[number]>;
type Stored = Omit<Document, (typeof TOP_LEVEL)[number]>;

const topLevel = new Set<string>(TOP_LEVEL);

/** A document split into its top-level fields and the record stored beside them. */
function splitDocument(doc: Document): { top: TopLevel; record: Stored } {
  const top: Record<string, unknown> = {};
  const record: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(doc)) (topLevel.has(field) ? top : record)[field] = value;
  return { top: top as unknown as TopLevel, record: record as unknown as Stored };
}

/** The stored item of a document (exported for bulk loads: the benchmarks). */
export function documentItem(doc: Document, deletedAt?: number) {
  const { top, record } = splitDocument(doc);
  const { accountId, type, createdAt, folder, clientId } = top;
  const number = storedNumber(doc);
  const item = {
    ...(deletedAt === undefined
      ? keys.document(accountId, type, number)
      : keys.deletedDocument(accountId, type, number, deletedAt)),
    ...keys.documentList(accountId, type, folder, doc.General.DateIssue, createdAt),
    ...(clientId !== undefined
      ? keys.clientDocumentList(accountId, type, folder, clientId, doc.General.DateIssue, createdAt)
      : {}),
    ...(isOpen(doc) && deletedAt === undefined
      ? keys.openInvoice(accountId, folder, doc.General.DueDate!, createdAt)
      : {}),
    kind: 'document',
    ...top,
    number,
    // Top-level, so the stream worker sees a transmitted invoice take a payment (its `cashed`, docs/api.md §19).
    ...(doc.transmission
      ? {
          transmissionKey: doc.transmission.key,
          lastPaymentId: Math.max(0, ...(doc.payments ?? []).map((p) => p.paymentId)),
          livePayments: (doc.payments ?? []).length,
        }
      : {}),
    status: doc.General.Status,
    // A top-level copy, so `recurring=` filters in DynamoDB.
    ...(doc.General.Recurring ? { recurring: doc.General.Recurring } : {}),
    record,
  };
  return sized(item, 'document (split it into several)', paymentRoom(doc));
}

/** The most one payment entry takes in an invoice's item: the largest payment_id, Amount and Date. */
const PAYMENT_ENTRY_BYTES =
  Buffer.byteLength(JSON.stringify({ paymentId: 999_999_999_999, amount: '999999999999.999', date: '9999-12-31' })) + 1;

/**
 * A draft invoice keeps room for the payments it may still take, so any invoice that can be
 * written takes MAX_PAYMENTS. Once issued its content is fixed: what it holds then fitted with
 * that room, so only the absolute limit applies (and an invoice stored larger before the room was
 * kept still takes what fits).
 */
const paymentRoom = (doc: Document) =>
  doc.type === 'invoice' && doc.General.Status === 'draft'
    ? { bytes: (MAX_PAYMENTS - (doc.payments?.length ?? 0)) * PAYMENT_ENTRY_BYTES, for: `${MAX_PAYMENTS} payments` }
    : undefined;

/** An entry as the domain reads it: items written before entries were cut down also held Method and Reference. */
const paymentEntryOf = ({ paymentId, amount, date }: PaymentEntry): PaymentEntry => ({ paymentId, amount, date });

/** The document a stored item holds (a stream image's too). */
export function documentOf(item: Record<string, unknown>): Document {
  const record = item.record as Stored;
  return {
    accountId: item.accountId as string,
    type: item.type as DocumentType,
    createdAt: item.createdAt as number,
    folder: item.folder as Folder,
    version: item.version as number,
    updatedBy: (item.updatedBy as number | undefined) ?? 0,
    sentCount: (item.sentCount as number | undefined) ?? 0,
    ...(item.clientId !== undefined ? { clientId: item.clientId as number } : {}),
    ...(item.lastSentAt !== undefined ? { lastSentAt: item.lastSentAt as number } : {}),
    ...(item.reminderCount !== undefined ? { reminderCount: item.reminderCount as number } : {}),
    ...(item.lifecycleCount !== undefined ? { lifecycleCount: item.lifecycleCount as number } : {}),
    ...(item.clientAct !== undefined
      ? { clientAct: item.clientAct as ClientAct, clientActs: item.clientActs as number }
      : {}),
    ...record,
    ...(record.payments ? { payments: record.payments.map(paymentEntryOf) } : {}),
  };
}
