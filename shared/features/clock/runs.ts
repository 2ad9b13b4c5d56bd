import type { StoresAndQueue } from '../ports.ts';
import { queueNames } from '../webhooks/queue-design.ts';

/**
 * Asks the run worker to do an account's due work (its recurring invoices, then its reminders):
 * after a clock move, when a profile is due today already, or when the schedule finds some.
 */
export const queueAccountRun = (deps: Pick<StoresAndQueue, 'queue'>, accountIds: string[]): Promise<void> =>
  deps.queue.send(
    queueNames.accountRuns,
    accountIds.map((accountId) => ({ body: JSON.stringify({ accountId }) })),
  );
