import { ChangeMessageVisibilityCommand, SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { QueuePort } from '../../features/webhooks/port.ts';
import { SQS_LIMITS } from '../../features/webhooks/queue-design.ts';
import { config } from '../../kernel/config.ts';

let sqs: SQSClient | undefined;

/** One SQS client per process; locally pointed at the emulator (its queue URLs name no real host). */
const client = (): SQSClient => (sqs ??= new SQSClient({ endpoint: config.sqsEndpoint }));

/** The one SQS adapter: every message the service queues, and every visibility it sets, pass here. */
export const sqsQueue: QueuePort = {
  async send(queue, messages) {
    for (let i = 0; i < messages.length; i += SQS_LIMITS.batchSize) {
      const batch = messages.slice(i, i + SQS_LIMITS.batchSize);
      const out = await client().send(
        new SendMessageBatchCommand({
          QueueUrl: config.queueUrl(queue),
          Entries: batch.map((m, j) => ({
            Id: String(j),
            MessageBody: m.body,
            ...(m.delaySeconds ? { DelaySeconds: Math.min(SQS_LIMITS.maxDelaySeconds, m.delaySeconds) } : {}),
          })),
        }),
      );
      if (out.Failed?.length)
        throw new Error(`SQS refused ${out.Failed.length} messages: ${out.Failed[0]?.Message ?? ''}`);
    }
  },

  async setVisibility(queue, receiptHandle, seconds) {
    try {
      await client().send(
        new ChangeMessageVisibilityCommand({
          QueueUrl: config.queueUrl(queue),
          ReceiptHandle: receiptHandle,
          VisibilityTimeout: Math.min(seconds, SQS_LIMITS.maxVisibilitySeconds),
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof Error && ['MessageNotInflight', 'ReceiptHandleIsInvalid'].includes(error.name)) return false;
      throw error;
    }
  },
};
