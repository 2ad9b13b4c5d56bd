import { pagesOf } from '../../kernel/pagination.ts';
import type { Stores } from '../ports.ts';
import type { Document } from './model.ts';

/** The folders that hold an account's invoices and credit notes, issued or not (a deleted one is gone). */
const kept = [
  ['invoice', 'active'],
  ['invoice', 'archived'],
  ['creditnote', 'active'],
  ['creditnote', 'archived'],
] as const;

/**
 * Every invoice and credit note of an account, page after page (an operator's walk: the report
 * totals' rebuild, the check of what an earlier version stored), each list read with Query.
 */
export async function* invoicesAndCreditNotes(
  deps: Pick<Stores, 'documents'>,
  accountId: string,
): AsyncGenerator<Document[]> {
  for (const [type, folder] of kept)
    yield* pagesOf((start) => deps.documents.list(accountId, type, folder, {}, 500, start));
}
