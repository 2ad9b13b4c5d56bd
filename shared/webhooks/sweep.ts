import { ports } from '../ports.ts';
import { type QueuedDelivery, queueDeliveries } from './queue.ts';

/**
 * Sends again the message of every delivery still pending and due before `dueBefore`: its
 * message was lost (the local SQS emulator keeps messages in memory only, so after a restart
 * that is all of them), or never sent (a crash between the record and the message). Each gets
 * a new token, so any old copy still about is stale and does nothing; it waits in the queue
 * until its delivery is due (SQS delays by 15 minutes at most; the worker waits out the rest).
 */
export async function sweepPending(dueBefore: number, now = Date.now()): Promise<number> {
  const pending = await ports().deliveries.pendingDue(dueBefore);
  const queued: QueuedDelivery[] = [];
  for (const d of pending) {
    const token = await ports().deliveries.nextToken(d);
    if (token !== undefined)
      queued.push({ delivery: d, token, delaySeconds: Math.max(0, Math.ceil((d.dueAt - now) / 1000)) });
  }
  await queueDeliveries(queued);
  return queued.length;
}
