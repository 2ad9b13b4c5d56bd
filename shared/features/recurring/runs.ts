import type { StoresAndQueue } from '../ports.ts';
import { queueNames } from '../webhooks/queue-design.ts';
import { addDays } from './schedule.ts';

/** Asks the run worker to make an account's due invoices (after a clock move, or when the schedule finds some). */
export const queueAccountRun = (deps: Pick<StoresAndQueue, 'queue'>, accountIds: string[]): Promise<void> =>
  deps.queue.send(
    queueNames.recurringRuns,
    accountIds.map((accountId) => ({ body: JSON.stringify({ accountId }) })),
  );

/**
 * The accounts with an active profile due by tomorrow (UTC): a date starts earlier east of UTC,
 * and the run itself checks each account's own clock and zone. Costs what is due, not what exists.
 */
export async function queueDueAccounts(deps: StoresAndQueue): Promise<number> {
  const horizon = addDays(new Date().toISOString().slice(0, 10), 1);
  const accounts = await deps.recurring.dueAccounts(horizon, 10_000);
  // The queue port sends in batches of SQS's size itself.
  await queueAccountRun(deps, accounts);
  return accounts.length;
}
