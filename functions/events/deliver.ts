import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { usePorts } from '../../shared/features/ports.ts';
import { deliverOnce } from '../../shared/features/webhooks/deliver.ts';
import { log, publishMetrics } from '../../shared/kernel/log.ts';

usePorts({ ...dynamoPorts, queue: sqsQueue });

/**
 * The delivery worker: POSTs every message of the batch at once (one slow receiver delays no
 * other), and names the ones to try again as batch item failures.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const outcomes = await Promise.all(
    event.Records.map((record) =>
      deliverOnce(record).catch((error: unknown) => {
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
