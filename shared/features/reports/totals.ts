/**
 * The totals the reports read (docs/reports.md): kept up change by change off the stream, rebuilt
 * from the records, and waited on by a report until they hold what its caller wrote.
 */
import { config } from '../../kernel/config.ts';
import { FIRST_DATE, LAST_DATE } from '../../kernel/dates.ts';
import { pause } from '../../kernel/retry.ts';
import { invoicesAndCreditNotes } from '../documents/walk.ts';
import type { Stores } from '../ports.ts';
import { contributionOf, deltaOfChange, expenseContribution, purchaseContribution, sumOf } from './contributions.ts';
import type { ReportedChange } from './model.ts';
import type { DocumentVersion } from './port.ts';

/**
 * Adds each change of documents to the maintained totals (docs/reports.md), once per change
 * however often the stream delivers it. Answers how many changes moved a total.
 */
export async function applyChanges(deps: Pick<Stores, 'reports'>, changes: ReportedChange[]): Promise<number> {
  let moved = 0;
  for (const change of changes) {
    const accountId = (change.after ?? change.before)?.accountId;
    if (!accountId) continue;
    if (await deps.reports.apply(accountId, change.changeId, deltaOfChange(change), settledBy(change))) moved += 1;
  }
  return moved;
}

/** The version a change wrote: its mark, which reports wait on, goes with it. */
function settledBy(change: ReportedChange): DocumentVersion | undefined {
  if (change.kind === 'purchase')
    return change.after && { type: 'purchase', number: String(change.after.purchaseId), version: change.after.version };
  if (change.kind === 'expense')
    return change.after && { type: 'expense', number: String(change.after.expenseId), version: change.after.version };
  const after = change.after;
  return after && after.type !== 'estimate'
    ? { type: after.type, number: after.General.Number, version: after.version }
    : undefined;
}

/**
 * Waits until the totals hold every document change made before the report was asked (the
 * stream adds them within moments), 5 s at most: a report reads what its caller wrote. Past
 * that (the stream held up), it answers with the totals as they are, and says so: `Pending`
 * (docs/api.md §16), whether changes made before the report are not in its figures yet.
 */
export async function pendingAfterWait(
  deps: Pick<Stores, 'reports'>,
  accountId: string,
): Promise<{ Pending: boolean; FreshAsOf: string }> {
  const asked = Date.now();
  const deadline = asked + config.reportsSettleMs;
  for (let wait = 25; ; wait = Math.min(wait * 2, 400)) {
    const since = await deps.reports.pendingSince(accountId);
    // Every change made before the report was asked is in: fresh as of then.
    if (since === undefined || since >= asked) return { Pending: false, FreshAsOf: new Date(asked).toISOString() };
    // Held up past the wait: fresh as of the earliest change still missing.
    if (Date.now() >= deadline) return { Pending: true, FreshAsOf: new Date(since).toISOString() };
    await pause(wait);
  }
}

/**
 * Recomputes an account's totals from its documents and replaces them (`npm run reports:rebuild`):
 * after a restore, or for an account whose documents predate the totals. Run it while the
 * account is quiet: a change made during the rebuild may be counted twice or not at all.
 */
export async function rebuildTotals(
  deps: Pick<Stores, 'documents' | 'reports' | 'purchases' | 'expenses'>,
  accountId: string,
): Promise<number> {
  let total = new Map() as ReturnType<typeof sumOf>;
  let documents = 0;
  // The documents that make the totals: invoices and credit notes, active and archived.
  for await (const page of invoicesAndCreditNotes(deps, accountId)) {
    total = sumOf([total, ...page.map(contributionOf)]);
    documents += page.length;
  }
  for await (const page of deps.purchases.dated(accountId, FIRST_DATE, LAST_DATE)) {
    total = sumOf([total, ...page.map(purchaseContribution)]);
    documents += page.length;
  }
  for await (const page of deps.expenses.dated(accountId, FIRST_DATE, LAST_DATE)) {
    total = sumOf([total, ...page.map(expenseContribution)]);
    documents += page.length;
  }
  await deps.reports.replace(accountId, total);
  return documents;
}
