import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { log, publishMetrics } from '../../shared/log.ts';
import { usePorts } from '../../shared/ports.ts';
import { sqsQueue } from '../../shared/queue/sqs.ts';
import { dynamoPorts } from '../../shared/store/ports.ts';
import { deliverOnce } from '../../shared/webhooks/deliver.ts';

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
