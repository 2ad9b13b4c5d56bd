import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { internetReceivers } from '../../shared/adapters/http-delivery/post.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { deliverOnce } from '../../shared/features/webhooks/deliver.ts';
import { log, publishMetrics } from '../../shared/kernel/log.ts';

// The composition root of the worker: the stores, and the queue it sends to.
const deps = { ...dynamoPorts, queue: sqsQueue, receivers: internetReceivers };

/**
 * The delivery worker: POSTs every message of the batch at once (one slow receiver delays no
 * other), and names the ones to try again as batch item failures.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const outcomes = await Promise.all(
    event.Records.map((record) =>
      deliverOnce(deps, record).catch((error: unknown) => {
        log.error('delivery failed', error, { messageId: record.messageId });
        return 'retry' as const;
      }),
    ),
  );
  publishMetrics();
  return {
    batchItemFailures: event.Records.filter((_, i) => outcomes[i] === 'retry').map((r) => ({
      itemIdentifier: r.messageId,
    })),
  };
};
