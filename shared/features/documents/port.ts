/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */

import type { ErrorDetail } from '../../kernel/errors.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { Category } from '../catalog/model.ts';
import type { Client } from '../clients/model.ts';
import type { Profile } from '../profile/model.ts';
import type {
  Document,
  DocumentFilters,
  Folder as DocumentFolder,
  DocumentType,
  EInvoiceCheck,
  HistoryEntry,
} from './model.ts';

/** Documents, their unique Numbers, and their lists. */
export interface DocumentsPort {
  /**
   * Writes documents and their history entries in one transaction: a new document (no `before`)
   * only if its Number is free (Conflict `taken`; TooLarge past the item limit), any other only
   * if still at the version read (Conflict `changed`). Each of `claims` (a name unique in the
   * account, such as `latefee#<Number>#<Date>`) is taken for good in the same write, or the
   * write is refused with Conflict `taken` naming it. A final invoice's deposits are claimed in
   * the same write (each deducted once: 409 `deposit_deducted`), and only while each is neither
   * cancelled nor credited (400 naming it); a write that credits or cancels a deposit holds only
   * while no claim on it stands (Conflict `changed`).
   */
  write(writes: DocumentWrite[], history: HistoryEntry[], claims?: string[], ahead?: ReadAhead): Promise<void>;
  /**
   * Starts reading what writing `issued` reads before it writes (the inventory entries its lines
   * name), so that the read runs beside the caller's own; handed to `write`, which reads only what
   * it lacks. Never rejects: what fails to be read ahead is read at the write.
   */
  readAhead(issued: Document): ReadAhead;
  get(accountId: string, type: DocumentType, number: string): Promise<Document | undefined>;
  /** The documents these Numbers name, each once, read by key in a few calls (as `get` answers each; none for a Number that names none). */
  many(accountId: string, refs: readonly { type: DocumentType; number: string }[]): Promise<Document[]>;
  /** The live invoices whose PaymentReference is one of `references` (docs/api.md §15), by reference, read in a few calls. */
  byPaymentReferences(accountId: string, references: readonly string[]): Promise<Map<string, Document>>;
  /** The Number of the invoice that deducts this deposit invoice (holds its claim, under its Number or its draft one), if any. */
  depositHolder(deposit: Pick<Document, 'accountId' | 'General'>): Promise<string | undefined>;
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

/** What an issue's write reads, read ahead: the inventory entries of these Names (undefined when the read failed). */
export interface ReadAhead {
  names: readonly string[];
  entries: Promise<Category[] | undefined>;
}

/** One document of a write: new when `before` is absent. */
export interface DocumentWrite {
  before?: Document;
  after: Document;
}

/** Who an issued document is from and to, as the e-invoice's rules read them. */
export interface IssueParties {
  profile: Profile;
  client?: Client;
  /** The account's currency (BT-6 when the document is in another). */
  accountCurrency?: string;
  /** A credit note's invoice's DateIssue (BT-26). */
  creditedInvoiceDate?: string;
}

/**
 * The e-invoice's rules an issue is held to (docs/api.md §20): the einvoice feature owns them and
 * fills this port, so that every issue path (documents, payments, mailing) asks them alike.
 */
export interface IssueRulesPort {
  /**
   * The check of the e-invoice an invoice or credit note would make, the gaps behind each failed
   * rule, and whether it must pass to be issued (a French seller's sale to a French business:
   * the reform's network carries it); undefined when the seller is not on a network.
   */
  check(
    doc: Document,
    parties: IssueParties,
  ): { check: EInvoiceCheck; gaps: ErrorDetail[]; mandatory: boolean } | undefined;
}
