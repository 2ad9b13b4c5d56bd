import { count } from '../../kernel/log.ts';
import type { StoresAndQueue } from '../ports.ts';
import type { Delivery } from './model.ts';
import { type QueuedDelivery, queueDeliveries } from './queue.ts';

/**
 * Sends again the message of every delivery still pending and due before `dueBefore`: its
 * message went to the dead letters or was deleted by a worker that then died, or was never sent
 * (a crash between the record and the message). Each gets
 * a new token, so any old copy still about is stale and does nothing; it waits in the queue
 * until its delivery is due (SQS delays by 15 minutes at most; the worker waits out the rest).
 */
export const sweepPending = async (
  deps: StoresAndQueue<'deliveries'>,
  dueBefore: number,
  now = Date.now(),
): Promise<number> => requeue(deps, await deps.deliveries.pendingDue(dueBefore), now);

/** Gives each delivery a new live message (its token bumped), held back until it is due. */
async function requeue(deps: StoresAndQueue<'deliveries'>, deliveries: Delivery[], now: number): Promise<number> {
  const queued: QueuedDelivery[] = [];
  for (const d of deliveries) {
    const token = await deps.deliveries.nextToken(d);
    if (token !== undefined)
      queued.push({ delivery: d, token, delaySeconds: Math.max(0, Math.ceil((d.dueAt - now) / 1000)) });
  }
  await queueDeliveries(deps, queued);
  return queued.length;
}

/** How far ahead the scheduled sweep queues parked deliveries: within SQS's 15-minute delay. */
export const PARK_LOOKAHEAD_MS = 10 * 60_000;

/** Deliveries this long past due have lost their message (a live one would have come back by now). */
export const LOST_AFTER_MS = 15 * 60_000;

/**
 * The scheduled sweep (every 5 minutes): queues again the parked deliveries due within the
 * look-ahead (with the delay that remains, at most 15 minutes) and the ones whose message was
 * lost. Deliveries waiting in SQS (a wait up to 15 minutes) are left alone.
 */
export async function requeueDue(deps: StoresAndQueue<'deliveries'>, now = Date.now()): Promise<number> {
  const due = await deps.deliveries.pendingDue(now + PARK_LOOKAHEAD_MS);
  const overdue = due.filter((d) => d.dueAt < now - LOST_AFTER_MS).length;
  // Retries that should have happened a quarter of an hour ago: a few after a lost message, an alarm when they persist.
  count('DeliveriesOverdue', overdue);
  return requeue(
    deps,
    due.filter((d) => d.parked || d.dueAt < now - LOST_AFTER_MS),
    now,
  );
}
