import { sweepPending } from '../../shared/events/sweep.ts';
import { log } from '../../shared/log.ts';

/** Scheduled every few minutes: queues again deliveries pending 15 minutes past due. The local runtime calls it at start with no grace. */
export const handler = async (event: { graceSeconds?: number } = {}): Promise<{ requeued: number }> => {
  const requeued = await sweepPending((event.graceSeconds ?? 900) * 1000);
  if (requeued) log.info('pending deliveries queued again', { requeued });
  return { requeued };
};
