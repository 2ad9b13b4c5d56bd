import { CreateQueueCommand, GetQueueAttributesCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { queueDesign } from '../../shared/features/webhooks/queue-design.ts';
import { queueUrlVariable } from '../../shared/kernel/config.ts';

export interface LocalQueue {
  url: string;
  arn: string;
}

/**
 * Creates the queues of shared/features/webhooks/queue-design.ts in the SQS emulator (again after it restarted:
 * it keeps nothing) and gives this process their URLs, as the stack gives its functions. The one
 * place queues are made locally: `npm start`, the tests and the bench. A `suffix` keeps the
 * queues of several test files apart.
 */
export async function createQueues(sqs: SQSClient, suffix = ''): Promise<Map<string, LocalQueue>> {
  const queues = new Map<string, LocalQueue>();
  for (const queue of queueDesign()) {
    // Dead-letter queues come first in the design, so their ARN is known here.
    const attributes: Record<string, string> = {
      VisibilityTimeout: String(queue.visibilityTimeoutSeconds),
      MessageRetentionPeriod: String(queue.retentionSeconds),
    };
    if (queue.deadLetter) {
      attributes.RedrivePolicy = JSON.stringify({
        deadLetterTargetArn: queues.get(queue.deadLetter.queue)!.arn,
        maxReceiveCount: queue.deadLetter.maxReceiveCount,
      });
    }
    const { QueueUrl } = await sqs.send(
      new CreateQueueCommand({ QueueName: `${queue.name}${suffix}`, Attributes: attributes }),
    );
    const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['QueueArn'] }));
    queues.set(queue.name, { url: QueueUrl!, arn: Attributes!.QueueArn! });
    process.env[queueUrlVariable(queue.name)] = QueueUrl;
  }
  return queues;
}
