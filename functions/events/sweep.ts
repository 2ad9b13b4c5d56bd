import { log, publishMetrics } from '../../shared/log.ts';
import { usePorts } from '../../shared/ports.ts';
import { sqsQueue } from '../../shared/queue/sqs.ts';
import { dynamoPorts } from '../../shared/store/ports.ts';
import { requeueDue, sweepPending } from '../../shared/webhooks/sweep.ts';

usePorts({ ...dynamoPorts, queue: sqsQueue });

/**
 * Scheduled every few minutes: queues again the deliveries parked in the table that are nearly
 * due, and those whose message was lost. The local runtime calls it at start with
 * `{ all: true }`: the emulator lost every message it held.
 */
export const handler = async (event: { all?: boolean } = {}): Promise<{ requeued: number }> => {
  const requeued = event.all ? await sweepPending(Number.MAX_SAFE_INTEGER) : await requeueDue();
  if (requeued) log.info('pending deliveries sent again', { requeued });
  publishMetrics();
  return { requeued };
};
