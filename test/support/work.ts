import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { paymentProviders } from '../../shared/adapters/payment-provider/index.ts';
import { resumers } from '../../shared/features/resumers.ts';
import type { PendingWork, ResumeDeps, WorkKind } from '../../shared/features/work/model.ts';
import { sweepWork } from '../../shared/features/work/sweep.ts';
import { config } from '../../shared/kernel/config.ts';

/** Past every deadline work is given now (and past the first postponement of a sweep made now). */
export const pastDeadlines = () => Date.now() + 4 * config.workPatienceMs;

/**
 * The sweep of one account's pending work on DynamoDB Local: the real store and resumers, its
 * finds kept to the account (the test files share the table, and each sweeps only its own).
 */
export function accountSweep(accountId: string) {
  const work = {
    ...dynamoStores.work,
    overdue: async (before: number, limit: number) =>
      (await dynamoStores.work.overdue(before, 10_000)).filter((w) => w.accountId === accountId).slice(0, limit),
  };
  return {
    /** Sweeps as the scheduled worker would at `now` (with the real provider's adapter, unless given another). */
    sweep: (deps: Omit<ResumeDeps, 'paymentProvider'> & Partial<ResumeDeps>, now = pastDeadlines()) =>
      sweepWork({ paymentProvider: paymentProviders, ...deps, work }, resumers, { now }),
    /** The account's work of a kind still pending, whatever its deadline. */
    pending: async (kind: WorkKind): Promise<PendingWork[]> =>
      (await work.overdue(Number.MAX_SAFE_INTEGER, 10_000)).filter((w) => w.kind === kind),
  };
}
