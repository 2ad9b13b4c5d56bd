import { type LifecycleStatus, lifecycleStatuses } from '../documents/lifecycle.ts';

/** The Kind of a lifecycle status's entry: one per status of the reform (`lifecycle.approved`, `lifecycle.cashed`...). */
export type LifecycleKind = `lifecycle.${LifecycleStatus}`;

/** One kind of journal entry. */
export type JournalKind =
  | 'invoice.issued'
  | 'creditnote.issued'
  | 'invoice.cancelled'
  | 'payment.recorded'
  | 'payment.deleted'
  | 'export.made'
  | LifecycleKind;

/** What the journal records (docs/api.md §22): the events the law asks a business to be able to prove. */
export const journalKinds: readonly [JournalKind, ...JournalKind[]] = [
  'invoice.issued',
  'creditnote.issued',
  'invoice.cancelled',
  'payment.recorded',
  'payment.deleted',
  'export.made',
  ...lifecycleStatuses.map((status): LifecycleKind => `lifecycle.${status}`),
];

/** What an entry is about: its type and the identifiers that find it (a Number, a payment's id). */
export type JournalObject = Record<string, string | number>;

/** An event to append: its kind, its object and the SHA-256 of the object's canonical content at that moment. */
export interface JournalEvent {
  kind: JournalKind;
  object: JournalObject;
  digest: string;
}

/** One entry of an account's journal, as stored and answered. */
export interface JournalEntry {
  /** 1, 2, 3...: no gap, no repeat. */
  Seq: number;
  /** ISO 8601 UTC, never before the previous entry's. */
  At: string;
  Kind: JournalKind;
  Object: JournalObject;
  /** SHA-256 (hex) of the object's canonical content when the entry was made. */
  Digest: string;
  /** The previous entry's Hash; null for the first. */
  Previous: string | null;
  /** SHA-256 (hex) of the entry's other fields (docs/api.md §22). */
  Hash: string;
}

/** The end of an account's chain: its last entry's Seq, Hash and At (Seq 0 before the first). */
export interface JournalHead {
  seq: number;
  hash: string | null;
  at: string;
}

/** The journal list's filters: an exact Kind, and At bounds as ISO date-times (inclusive). */
export interface JournalFilters {
  kind?: JournalKind;
  from?: string;
  to?: string;
}
