import { addDays } from '../../kernel/dates.ts';
import { queueAccountRun } from '../clock/runs.ts';
import type { StoresAndMail, StoresAndQueue } from '../ports.ts';
import { MOST_MADE_PER_RUN, runDue } from '../recurring/runs.ts';
import { type RemindersRun, remindDue } from '../reminders/runs.ts';
import type { WorkResumer } from '../work/model.ts';

/** What one run of an account did. */
export interface AccountRun {
  made: number;
  reminded: number;
  ended: RemindersRun['ended'];
}

/**
 * Does the work an account's clock made due, in order: its recurring invoices (so that an
 * invoice made today can be reminded), then its reminders. Work left at `until` (epoch ms), or
 * refused by the mail quota, keeps the account due: the next scheduled run takes it up.
 */
export async function runAccount(
  deps: StoresAndMail<
    'accounts' | 'clients' | 'documents' | 'issueRules' | 'limits' | 'recurring' | 'sequences' | 'shares' | 'work'
  >,
  accountId: string,
  until: number,
): Promise<AccountRun> {
  // Read first: a clock moved again during the run writes a new marker, which this run does not clear.
  const pending = await deps.work.ofAccount(accountId, 'accountrun');
  const made = await runDue(deps, accountId);
  const reminders = await remindDue(deps, accountId, until);
  if (made < MOST_MADE_PER_RUN && reminders.ended === 'done')
    await Promise.all(pending.map((work) => deps.work.settle(work)));
  return { made, reminded: reminders.sent, ended: reminders.ended };
}

/** A clock moved whose run is overdue (its message lost): the run is queued again; a run does each date once. */
export const accountRunResumer: WorkResumer = {
  kind: 'accountrun',
  async resume(deps, work) {
    await queueAccountRun(deps, [work.accountId]);
    return 'queued';
  },
};

/**
 * The accounts with work due: a recurring profile due by tomorrow (UTC: a date starts earlier
 * east of UTC; the run checks each account's own clock and zone), or reminders whose next date
 * has started. Costs what is due, not what exists.
 */
export async function queueDueAccounts(deps: StoresAndQueue<'accounts' | 'recurring'>): Promise<number> {
  const now = Date.now();
  const horizon = addDays(new Date(now).toISOString().slice(0, 10), 1);
  const [recurring, reminders] = await Promise.all([
    deps.recurring.dueAccounts(horizon, 10_000),
    deps.accounts.remindersDue(now, 10_000),
  ]);
  const accounts = [...new Set([...recurring, ...reminders])];
  // The queue port sends in batches of SQS's size itself.
  await queueAccountRun(deps, accounts);
  return accounts.length;
}
