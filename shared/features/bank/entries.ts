import type { Principal } from '../../access/principal.ts';
import { notFound, refused } from '../../kernel/errors.ts';
import { retryOnConflict } from '../../kernel/optimistic.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { BankEntry, EntryFilters, EntryStatus } from '../bank-entries/model.ts';
import { createPayment } from '../payments/service.ts';
import type { Stores } from '../ports.ts';
import { matchedTo, methodOf, paymentOf } from './rules.ts';

/** The bank entries as the API reads and changes them: got, listed, matched by hand, set aside. */

/** An entry of the account, or 404. */
export async function getEntry(deps: Pick<Stores, 'bank'>, principal: Principal, entryId: number): Promise<BankEntry> {
  const entry = await deps.bank.entry(principal.accountId, entryId);
  if (!entry) throw notFound(`The bank entry ${entryId}`);
  return entry;
}

/** One page of the account's entries, newest first; of one statement (404 when it is not the account's) and of one status. */
export async function listEntries(
  deps: Pick<Stores, 'bank'>,
  principal: Principal,
  query: { status?: EntryStatus; statementId?: number },
  limit: number,
  start?: StartKey,
): Promise<Page<BankEntry>> {
  const filters: EntryFilters = query.status ? { status: query.status } : {};
  if (query.statementId !== undefined) {
    const statement = await deps.bank.statement(principal.accountId, query.statementId);
    // A statement with no entries of its own (every credit a duplicate) lists none.
    if (!statement?.credits) return { items: [] };
    filters.statement = {
      statementId: statement.statementId,
      first: statement.firstEntryId,
      last: statement.firstEntryId + statement.credits - 1,
    };
  }
  return deps.bank.entries(principal.accountId, filters, limit, start);
}

const entryMatched = (entryId: number) =>
  refused('entry_matched', `The bank entry ${entryId} is matched already: delete its payment first.`);

/**
 * Matches an entry to an invoice by hand: the payment recorded as section 8 records one (its
 * refusals apply), the entry matched in the same write. The entry's currency must be the invoice's.
 */
export async function matchEntry(
  deps: Pick<Stores, 'accounts' | 'bank' | 'clients' | 'documents' | 'issueRules' | 'payments' | 'sequences'>,
  principal: Principal,
  entryId: number,
  number: string,
) {
  const entry = await getEntry(deps, principal, entryId);
  if (entry.status === 'matched') throw entryMatched(entryId);
  const invoice = await deps.documents.get(principal.accountId, 'invoice', number);
  if (invoice && invoice.General.Currency !== entry.currency)
    throw refused(
      'currency_mismatch',
      `The bank entry is in ${entry.currency}, the invoice ${number} in ${invoice.General.Currency}.`,
    );
  return createPayment(deps, principal, paymentOf(entry, number, methodOf(invoice)), {
    write: async (payment) => {
      // Read again on each run: the entry may have been matched or ignored meanwhile.
      const now = await getEntry(deps, principal, entryId);
      if (now.status === 'matched') throw entryMatched(entryId);
      return {
        before: now,
        after: { ...matchedTo(now, payment.paymentId, payment.invoice, principal.userId), version: now.version + 1 },
      };
    },
  });
}

/** Sets an entry aside: it records nothing and is listed with status=ignored (a matched one: 409). */
export const ignoreEntry = (deps: Pick<Stores, 'bank'>, principal: Principal, entryId: number): Promise<void> =>
  retryOnConflict(async () => {
    const before = await getEntry(deps, principal, entryId);
    if (before.status === 'matched') throw entryMatched(entryId);
    if (before.status === 'ignored') return;
    const { reason: _reason, ...rest } = before;
    await deps.bank.writeEntry({
      before,
      after: { ...rest, status: 'ignored', version: before.version + 1, updatedBy: principal.userId },
    });
  });
