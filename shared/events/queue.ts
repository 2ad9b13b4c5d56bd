import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { queueNames, queueUrlVariable } from '../queue-design.ts';
import type { DeliveryMessage } from './model.ts';

let sqs: SQSClient | undefined;

/** One SQS client per process; locally pointed at the emulator (its queue URLs name no real host). */
export const queueClient = (): SQSClient => (sqs ??= new SQSClient({ endpoint: process.env.SQS_ENDPOINT || undefined }));

export function queueUrl(name: string): string {
  const url = process.env[queueUrlVariable(name)];
  if (!url) throw new Error(`${queueUrlVariable(name)} is not set`);
  return url;
}

/** Sends messages in batches of ten; any entry SQS refuses fails the call, so the caller retries. */
async function sendAll(queue: string, messages: { id: string; body: string; delaySeconds?: number }[]): Promise<void> {
  for (let i = 0; i < messages.length; i += 10) {
    const batch = messages.slice(i, i + 10);
    const out = await queueClient().send(new SendMessageBatchCommand({
      QueueUrl: queueUrl(queue),
      Entries: batch.map((m, j) => ({ Id: String(j), MessageBody: m.body, ...(m.delaySeconds ? { DelaySeconds: Math.min(900, m.delaySeconds) } : {}) })),
    }));
    if (out.Failed?.length) throw new Error(`SQS refused ${out.Failed.length} messages: ${out.Failed[0]?.Message ?? ''}`);
  }
}

/** A delivery's place, and the token that makes its message the live one. */
export interface QueuedDelivery {
  delivery: Omit<DeliveryMessage, 'token'>;
  token: number;
  /** Held back until the delivery is due (SQS delays by 15 minutes at most). */
  delaySeconds?: number;
}

/** One message per delivery on the delivery queue: where its record is, and its token. */
export const queueDeliveries = (items: QueuedDelivery[]): Promise<void> =>
  sendAll(queueNames.deliveries, items.map(({ delivery: { accountId, callbackId, eventAt, messageId }, token, delaySeconds }) => {
    const message: DeliveryMessage = { accountId, callbackId, eventAt, messageId, token };
    return { id: messageId, body: JSON.stringify(message), delaySeconds };
  }));
