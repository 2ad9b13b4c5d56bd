/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */

import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { BankEntry, EntryFilters, EntryWrite, LineClaim, Statement } from './model.ts';

/** Bank statements and their entries (docs/api.md §15). */
export interface BankPort {
  /** Writes a new statement; one with credits to import is pending work (`statement`) until `resumeBy`. */
  createStatement(statement: Statement, resumeBy?: number): Promise<void>;
  statement(accountId: string, statementId: number): Promise<Statement | undefined>;
  /**
   * Adds one batch's outcomes to its statement, once: a batch counted before is not counted again.
   * The last batch counted clears the statement's pending-work marker.
   */
  countBatch(
    accountId: string,
    statementId: number,
    batch: number,
    counts: { matched: number; unmatched: number; duplicates: number },
  ): Promise<void>;
  /** The claims taken of these names, by name. */
  claims(accountId: string, names: string[]): Promise<Map<string, LineClaim>>;
  /** Writes an entry with no payment (and takes its claim); Conflict `claimed` when the claim is taken, `changed` when the entry changed since read. */
  writeEntry(write: EntryWrite): Promise<void>;
  entry(accountId: string, entryId: number): Promise<BankEntry | undefined>;
  /** One page of the account's entries, newest first. */
  entries(accountId: string, filters: EntryFilters, limit: number, start?: StartKey): Promise<Page<BankEntry>>;
}
