/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port). The entries
 * themselves are appended by the stores, in the very write that makes their event.
 */

import type { Principal } from '../../access/principal.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { Document } from '../documents/model.ts';
import type { Stores } from '../ports.ts';
import type { JournalEntry, JournalFilters, JournalHead } from './model.ts';

/** An account's journal (docs/api.md §22). */
export interface JournalPort {
  /** One page of entries that pass the filters, in Seq order. */
  list(accountId: string, filters: JournalFilters, limit: number, start?: StartKey): Promise<Page<JournalEntry>>;
  /** Every entry whose Seq is from `first` to `last`, in Seq order (one missing from the table is missing here). */
  range(accountId: string, first: number, last: number): Promise<JournalEntry[]>;
  /** The end of the chain, as the last append left it; undefined before the first entry. */
  head(accountId: string): Promise<JournalHead | undefined>;
}

/** A file of the archive: its name in the document's folder, its media type, its bytes. */
export interface ArchivedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/**
 * The stage's archive (docs/api.md §22): files written once and never changed, under S3 Object
 * Lock in compliance mode for ten years when deployed.
 */
export interface ArchivePort {
  /** Writes the file at `key` unless a file is there already (never overwritten); true when written. */
  keep(key: string, file: { type: string; bytes: Uint8Array }): Promise<boolean>;
  /** The names of the files under `prefix` (a folder, ending in `/`), in name order. */
  names(prefix: string): Promise<string[]>;
  get(key: string): Promise<{ type: string; bytes: Uint8Array } | undefined>;
}

/** What writes an issued document's files, as the API serves them. */
export interface ArchiveWriters {
  /** Its PDF (Factur-X when its e-invoice can be made), and its UBL and CII when the API serves them. */
  issuedFiles(
    deps: Pick<Stores, 'accounts' | 'clients' | 'documents'>,
    principal: Principal,
    doc: Document,
  ): Promise<{ pdf: Uint8Array; ubl?: string; cii?: string }>;
}
