import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { requeueDue, sweepPending } from '../../shared/features/webhooks/sweep.ts';
import { log, publishMetrics } from '../../shared/kernel/log.ts';

// The composition root of the worker: the stores, and the queue it sends to.
const deps = { ...dynamoPorts, queue: sqsQueue };

/**
 * Scheduled every few minutes: queues again the deliveries parked in the table that are nearly
 * due, and those whose message was lost. The local runtime calls it at start with
 * `{ all: true }`: the emulator lost every message it held.
 */
export const handler = async (event: { all?: boolean } = {}): Promise<{ requeued: number }> => {
  const requeued = event.all ? await sweepPending(deps, Number.MAX_SAFE_INTEGER) : await requeueDue(deps);
  if (requeued) log.info('pending deliveries sent again', { requeued });
  publishMetrics();
  return { requeued };
};
