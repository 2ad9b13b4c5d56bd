import type { MandateScheme } from '../mandates/model.ts';

/** The SEPA sequence of a collection: a recurring mandate's first, its next ones, or a one-off's. */
export type SequenceType = 'FRST' | 'RCUR' | 'OOFF';

/** One invoice a batch collects. */
export interface Collection {
  number: string;
  /** What it collects: the invoice's TotalDue when the batch was made, decimal text. */
  amount: string;
  mandateId: number;
  RUM: string;
  scheme: MandateScheme;
  sequence: SequenceType;
}

/**
 * A batch of SEPA direct debits (docs/api.md §19): the invoices one `pain.008` file collects on
 * one date, from the business's own bank.
 */
export interface DirectDebitBatch {
  accountId: string;
  batchId: number;
  createdAt: number;
  createdBy: number;
  CollectionDate: string;
  collections: Collection[];
  Total: string;
  /** The file in the stage's bucket. */
  key: string;
  /**
   * Epoch ms: when its invoices' checkouts were closed at the provider; those opened since are
   * closed once its invoices are pending (absent from batches made before it was kept).
   */
  closingFrom?: number;
}

/** The days of notice a payer is owed before a collection (the SEPA rulebook's default, EPC016). */
export const NOTICE_DAYS = 14;
/** The most invoices one batch collects: each is one write of the batch's one transaction. */
export const MAX_BATCH = 30;

/**
 * A return read before the payment it gives back was recorded (its credit in a statement imported
 * later, or at the same moment): kept until the import worker records that credit, which then
 * reverses the payment (docs/api.md §19).
 */
export interface ParkedReturn {
  accountId: string;
  /** The end-to-end id the return names: the invoice's PaymentReference. */
  reference: string;
  amount: string;
  /** The return's booking date: only a payment dated on or before it is reversed. */
  date: string;
  reason: string;
  /** The return's bank line, taken by the reversal's write (it reverses one payment, once). */
  once: string;
}
