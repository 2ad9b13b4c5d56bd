/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */

import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { Document, DocumentFilters, Folder as DocumentFolder, DocumentType, HistoryEntry } from './model.ts';

/** Documents, their unique Numbers, and their lists. */
export interface DocumentsPort {
  /**
   * Writes documents and their history entries in one transaction: a new document (no `before`)
   * only if its Number is free (Conflict `taken`; TooLarge past the item limit), any other only
   * if still at the version read (Conflict `changed`). Each of `claims` (a name unique in the
   * account, such as `latefee#<Number>#<Date>`) is taken for good in the same write, or the
   * write is refused with Conflict `taken` naming it.
   */
  write(writes: DocumentWrite[], history: HistoryEntry[], claims?: string[]): Promise<void>;
  get(accountId: string, type: DocumentType, number: string): Promise<Document | undefined>;
  /** The live invoice whose PaymentReference is `reference` (docs/api.md §15). */
  byPaymentReference(accountId: string, reference: string): Promise<Document | undefined>;
  /** Soft delete; Conflict `changed` when another write came first. Invoice and credit note Numbers stay claimed. */
  remove(before: Document, deletedAt: number): Promise<void>;
  list(
    accountId: string,
    type: DocumentType,
    folder: DocumentFolder,
    filters: DocumentFilters,
    limit: number,
    start?: StartKey,
  ): Promise<Page<Document>>;
  /** A document's history, oldest first. */
  history(accountId: string, type: DocumentType, number: string, createdAt: number): Promise<HistoryEntry[]>;
  /** One page of a folder's open invoices (sent or partial) whose DueDate is from `from` to `to`, inclusive, earliest first. */
  openByDueDate(
    accountId: string,
    folder: Exclude<DocumentFolder, 'deleted'>,
    from: string,
    to: string,
    limit: number,
    start?: StartKey,
  ): Promise<Page<Document>>;
}

/** One document of a write: new when `before` is absent. */
export interface DocumentWrite {
  before?: Document;
  after: Document;
}
