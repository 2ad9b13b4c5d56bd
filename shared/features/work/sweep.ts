import { eachAtMost } from '../../kernel/concurrency.ts';
import { log } from '../../kernel/log.ts';
import type { Ports } from '../ports.ts';
import { nextDeadline, type PendingWork, type ResumeDeps, type WorkKind, type WorkResumer } from './model.ts';

/** How many overdue works one sweep takes up: the rest wait for the next sweep, five minutes on. */
const SWEEP_LIMIT = 500;

/** How many are resumed at once: a few reads and a message each. */
const AT_ONCE = 10;

/** What a sweep did. */
export interface Swept {
  requeued: number;
  done: number;
}

/**
 * Queues again the work past its deadline (or all pending work, `all`: after a local start, the
 * queue emulator holds nothing). Each work's deadline is moved on first, conditionally, so racing
 * sweeps queue it once; its feature then queues it, or finds it done and its marker is cleared.
 * A work whose resume fails stays due and is tried again at its new deadline.
 */
export async function sweepWork(
  deps: ResumeDeps & Pick<Ports, 'work'>,
  resumers: readonly WorkResumer[],
  { now = Date.now(), all = false }: { now?: number; all?: boolean } = {},
): Promise<Swept> {
  const byKind = new Map<WorkKind, WorkResumer>(resumers.map((r) => [r.kind, r]));
  const overdue = await deps.work.overdue(all ? Number.MAX_SAFE_INTEGER : now, SWEEP_LIMIT);
  // Work queued again before and overdue again failed in its worker: its dead-letter queue's alarm says so; the log names it.
  const again = overdue.filter((w) => w.sweeps > 0);
  if (again.length)
    log.warn('pending work overdue again', { works: again.slice(0, 20).map((w) => `${w.kind} ${w.ref}`) });
  const swept: Swept = { requeued: 0, done: 0 };
  await eachAtMost(overdue, AT_ONCE, async (work) => {
    const resumer = byKind.get(work.kind);
    // One work's failure (a throttled write, its queue out of reach) leaves it due for the next sweep, and the others go on.
    try {
      const moved: PendingWork = { ...work, deadline: nextDeadline(now, work.sweeps), sweeps: work.sweeps + 1 };
      if (!resumer || !(await deps.work.postpone(work, moved.deadline))) return;
      if ((await resumer.resume(deps, moved)) === 'done') {
        await deps.work.settle(moved);
        swept.done += 1;
      } else swept.requeued += 1;
    } catch (error) {
      log.error('pending work could not be queued again', error, { kind: work.kind, ref: work.ref });
    }
  });
  return swept;
}
