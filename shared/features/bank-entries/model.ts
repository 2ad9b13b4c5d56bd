/** Bank statements and their entries (docs/api.md §15, docs/bank-reconciliation.md). */

/** Where an entry stands: a payment recorded from it, none yet, or set aside by the owner. */
export const entryStatuses = ['matched', 'unmatched', 'ignored'] as const;
/** An entry's Status. */
export type EntryStatus = (typeof entryStatuses)[number];

/**
 * Why an entry records no payment: no invoice named, more than is due, nothing due, the invoice
 * cancelled, in another currency, still a draft; or its payment was deleted since.
 */
export type UnmatchedReason =
  | 'no_reference'
  | 'overpayment'
  | 'already_paid'
  | 'cancelled'
  | 'currency'
  | 'not_issued'
  | 'payment_deleted';

/** One line of a statement as read from the file, before anything is decided. */
export interface StatementLine {
  /** `YYYY-MM-DD`: the booking date (the bank's calendar date, no zone). */
  date: string;
  /** Positive decimal text. */
  amount: string;
  currency: string;
  /** A credit (money in); false for a debit. */
  credit: boolean;
  /** Booked (camt `BOOK`; every CSV row); pending and other entries are not. */
  booked: boolean;
  /** The other party: the debtor of a credit. */
  name: string;
  /** The remittance information as sent: the structured reference, else the text. */
  reference: string;
  /** The structured creditor reference (camt `Strd/CdtrRefInf/Ref`), when one was sent. */
  structured?: string;
  /** The bank's own reference of the entry; '' when it gave none. */
  bankRef: string;
  /** The payer's end-to-end id (camt `Refs/EndToEndId`), when one was given: a transfer file's names a purchase, a direct debit file's an invoice. */
  endToEndId?: string;
  /** A returned payment's reason (camt `RtrInf/Rsn/Cd`: `MD01`, `AC04`, `AM04`...). */
  returnReason?: string;
}

/** A booked credit of a statement, on its way to the worker: where it sits, and the name that makes it imported once. */
export interface QueuedLine extends StatementLine {
  /** Its place among the statement's credits (0 first). */
  position: number;
  entryId: number;
  /** Unique in the account: the bank's reference, or the content and its occurrence. */
  claim: string;
  /** A direct debit's collection that a later line of the same statement gives back: its payment is reversed once recorded. */
  returnedLater?: DebitReturn;
}

/** A direct debit the payer's bank gave back: its reason, and the name its bank line is taken by (it reverses one payment, once). */
export interface DebitReturn {
  reason: string;
  once: string;
}

/** What the import of one credit came to. */
export type LineOutcome = 'matched' | 'unmatched' | 'duplicate';

/** A statement, as imported: what it held, and what its credits came to so far. */
export interface Statement {
  accountId: string;
  statementId: number;
  /** `camt.053.001.02` ... `camt.053.001.08`, or `csv`. */
  format: string;
  /** The account the statement is of (camt `Acct/Id/IBAN`; the profile's for a CSV). */
  iban: string;
  createdAt: number;
  createdBy: number;
  entries: number;
  credits: number;
  ignored: number;
  /** Of the ignored entries, the booked debits that paid a purchase (docs/api.md §18); none before 2026-12-04. */
  purchasesPaid?: number;
  /** The returned transfers that gave a supplier's payment back (docs/api.md §18); none before 2026-12-06. */
  purchasesReturned?: number;
  /**
   * The lines (by their place in the file, 0 first) that are booked credits but no credits to
   * match: each gave a supplier's transfer back, at this import or an earlier one. Counted with
   * the ignored lines; kept so that its credits queued again from the file are the same.
   */
  setAside?: number[];
  matched: number;
  unmatched: number;
  duplicates: number;
  /** The batches its credits were queued in, and how many are done. */
  batches: number;
  batchesDone: number;
  /** The entry ids it was given (its credits'): `firstEntryId` to `firstEntryId + credits - 1`. */
  firstEntryId: number;
  /** The file as it came, kept in the stage's bucket: its credits can be queued again from it. */
  file?: { key: string; type: string };
}

/** A bank entry: a booked credit of a statement, and what became of it. */
export interface BankEntry {
  accountId: string;
  entryId: number;
  statementId: number;
  date: string;
  amount: string;
  currency: string;
  name: string;
  reference: string;
  bankRef: string;
  status: EntryStatus;
  reason?: UnmatchedReason;
  paymentId?: number;
  /** The invoice its payment went to. */
  invoice?: string;
  createdAt: number;
  updatedBy: number;
  version: number;
}

/** The name a statement line's import takes for good, and what its import came to. */
export interface LineClaim {
  name: string;
  statementId: number;
  position: number;
  outcome: Exclude<LineOutcome, 'duplicate'>;
}

/** One entry of a write: new when `before` is absent, with the claim a new one takes. */
export interface EntryWrite {
  before?: BankEntry;
  after: BankEntry;
  claim?: LineClaim;
}

/** The entry list's filters. */
export interface EntryFilters {
  status?: EntryStatus;
  /** The statement's entry ids. */
  statement?: { statementId: number; first: number; last: number };
}
