import { mayReachClient, requireDocumentTab } from '../../access/policy.ts';
import type { Principal } from '../../access/principal.ts';
import { conflict, invalid, notFound } from '../../kernel/errors.ts';
import { retryOnConflict } from '../../kernel/optimistic.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import { withNextId } from '../../kernel/taken-once.ts';
import { queueAccountRun } from '../clock/runs.ts';
import { accountClock } from '../clock/service.ts';
import type { Stores, StoresAndQueue } from '../ports.ts';
import type { Recurring, RecurringFilters, RecurringTerms } from './model.ts';
import { firstIndexOnOrAfter, placed } from './schedule.ts';
import type { RecurringCreate, RecurringUpdate } from './schema.ts';

const byDefault = { Interval: 1, DueDays: 30, Send: 'draft' as const, Name: '' };

/** Creates a profile for a client the caller may reach; its first date is StartDate, not before the account's today. */
export async function createRecurring(
  deps: StoresAndQueue<'accounts' | 'clients' | 'recurring' | 'sequences'>,
  principal: Principal,
  input: RecurringCreate,
): Promise<Recurring> {
  requireDocumentTab(principal, 'invoice');
  const client = await deps.clients.byReference(principal.accountId, input.Client.Reference);
  if (!client || client.folder === 'deleted' || !mayReachClient(principal, client.clientId))
    throw invalid(`No client has the Reference "${input.Client.Reference}".`, [
      { field: 'Client.Reference', message: 'names no client' },
    ]);
  const { today } = await accountClock(deps, principal.accountId);
  if (input.StartDate < today)
    throw invalid(`StartDate is before today (${today}).`, [{ field: 'StartDate', message: 'is before today' }]);
  const { Client: _client, ...terms } = input;
  const profile = await withNextId(deps.sequences, principal.accountId, 'recurring', async (number) => {
    const made = placed(
      {
        ...byDefault,
        ...(terms as RecurringTerms),
        accountId: principal.accountId,
        recurringId: `REC-${String(number).padStart(4, '0')}`,
        clientId: client.clientId,
        clientReference: client.Reference,
        status: 'active',
        nextIndex: 0,
        count: 0,
        folder: 'active',
        version: 0,
        createdAt: Date.now(),
        createdBy: principal.userId,
        updatedBy: principal.userId,
      },
      0,
    );
    await deps.recurring.insert(made);
    return made;
  });
  // Due today already: made now, not at the next scheduled run (nor, on a test clock, never).
  if (profile.nextDate === today) await queueAccountRun(deps, [principal.accountId]);
  return profile;
}

/** A live profile the caller may see, or 404. */
export async function getRecurring(
  deps: Pick<Stores, 'recurring'>,
  principal: Principal,
  recurringId: string,
): Promise<Recurring> {
  requireDocumentTab(principal, 'invoice');
  const profile = await deps.recurring.get(principal.accountId, recurringId);
  if (!profile || profile.folder === 'deleted' || !mayReachClient(principal, profile.clientId))
    throw notFound(`The recurring profile ${recurringId}`);
  return profile;
}

const rewrite = (
  deps: Pick<Stores, 'accounts' | 'recurring'>,
  principal: Principal,
  id: string,
  change: (r: Recurring, today: string) => Recurring,
) =>
  retryOnConflict(async () => {
    const before = await getRecurring(deps, principal, id);
    const { today } = await accountClock(deps, principal.accountId);
    const after = { ...change(before, today), version: before.version + 1, updatedBy: principal.userId };
    await deps.recurring.replace(before, after);
    return after;
  });

/** Partial update of the terms; they apply to the invoices made after. */
export const updateRecurring = (
  deps: Pick<Stores, 'accounts' | 'recurring'>,
  principal: Principal,
  id: string,
  input: RecurringUpdate,
) =>
  rewrite(deps, principal, id, (before) => {
    const { EndDate, Occurrences, ...rest } = input;
    const merged: Recurring = { ...before, ...(rest as Partial<RecurringTerms>) };
    if (EndDate === null) delete merged.EndDate;
    else if (EndDate !== undefined) merged.EndDate = EndDate;
    if (Occurrences === null) delete merged.Occurrences;
    else if (Occurrences !== undefined) merged.Occurrences = Occurrences;
    if (merged.EndDate !== undefined && merged.Occurrences !== undefined)
      throw invalid('Send EndDate or Occurrences, not both.', [
        { field: 'EndDate', message: 'is set beside Occurrences' },
      ]);
    if (merged.EndDate !== undefined && merged.EndDate < merged.StartDate)
      throw invalid('EndDate is before StartDate.', [{ field: 'EndDate', message: 'is before StartDate' }]);
    return placed(merged, before.nextIndex);
  });

/** Deletes a profile: it makes nothing more; the invoices it made stay. */
export const deleteRecurring = (deps: Pick<Stores, 'accounts' | 'recurring'>, principal: Principal, id: string) =>
  rewrite(deps, principal, id, (before) => ({ ...before, folder: 'deleted' }));

/** Pauses a profile: its dates pass without an invoice until it is resumed. */
export const pauseRecurring = (deps: Pick<Stores, 'accounts' | 'recurring'>, principal: Principal, id: string) =>
  rewrite(deps, principal, id, (before) => {
    if (before.status === 'finished') throw conflict(`The recurring profile ${id} is finished.`);
    return { ...before, status: 'paused' };
  });

/** Resumes a profile at its first scheduled date not before today: the dates passed while paused are skipped. */
export async function resumeRecurring(
  deps: StoresAndQueue<'accounts' | 'recurring'>,
  principal: Principal,
  id: string,
): Promise<Recurring> {
  let dueToday = false;
  const resumed = await rewrite(deps, principal, id, (before, today) => {
    if (before.status === 'finished') throw conflict(`The recurring profile ${id} is finished.`);
    const index = firstIndexOnOrAfter(before, today, before.nextIndex);
    const after = placed({ ...before, status: 'active' }, index ?? Number.MAX_SAFE_INTEGER);
    dueToday = after.nextDate === today;
    return after;
  });
  if (dueToday) await queueAccountRun(deps, [principal.accountId]);
  return resumed;
}

/** One page of an account's profiles; staff see their assigned clients' only. */
export async function listRecurring(
  deps: Pick<Stores, 'recurring'>,
  principal: Principal,
  filters: RecurringFilters,
  limit: number,
  start?: StartKey,
): Promise<Page<Recurring>> {
  requireDocumentTab(principal, 'invoice');
  const page = await deps.recurring.list(principal.accountId, filters, limit, start);
  return { ...page, items: page.items.filter((r) => mayReachClient(principal, r.clientId)) };
}
