import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { internetReceivers } from '../../shared/adapters/http-delivery/post.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { deliverOnce } from '../../shared/features/webhooks/deliver.ts';
import { log } from '../../shared/kernel/log.ts';
import { queueWorker } from '../../shared/kernel/queue-worker.ts';

// The composition root of the worker: the stores, and the queue it sends to.
const deps = { ...dynamoPorts, queue: sqsQueue, receivers: internetReceivers };

/** Said by a delivery the queue is to bring back: the receiver failed and its next try is due from the queue. */
class TryAgain extends Error {}

/**
 * The delivery worker: POSTs every message of the batch at once (one slow receiver delays no
 * other), and names the ones to try again as batch item failures.
 */
export const handler = queueWorker(async (record) => {
  const outcome = await deliverOnce(deps, record).catch((error: unknown) => {
    log.error('delivery failed', error, { messageId: record.messageId });
    return 'retry' as const;
  });
  if (outcome === 'retry') throw new TryAgain(record.messageId);
});
