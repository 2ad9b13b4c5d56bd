import { log } from '../../shared/log.ts';
import { usePorts } from '../../shared/ports.ts';
import { sqsQueue } from '../../shared/queue/sqs.ts';
import { dynamoPorts } from '../../shared/store/ports.ts';
import { sweepPending } from '../../shared/webhooks/sweep.ts';

usePorts({ ...dynamoPorts, queue: sqsQueue });

/** Deliveries this long past due have lost their message (a live one would have come back by now). */
const LOST_AFTER_MS = 15 * 60_000;

/**
 * Scheduled every few minutes: sends again the deliveries whose message was lost. The local
 * runtime calls it at start with `{ all: true }`: the emulator lost every message it held.
 */
export const handler = async (event: { all?: boolean } = {}): Promise<{ requeued: number }> => {
  const requeued = await sweepPending(event.all ? Number.MAX_SAFE_INTEGER : Date.now() - LOST_AFTER_MS);
  if (requeued) log.info('pending deliveries sent again', { requeued });
  return { requeued };
};
