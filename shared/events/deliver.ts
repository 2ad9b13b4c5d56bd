import { ChangeMessageVisibilityCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { count, log } from '../log.ts';
import { queueNames } from '../queue-design.ts';
import { callbacksStore } from '../store/callbacks-store.ts';
import { deliveriesStore } from '../store/deliveries-store.ts';
import type { DeliveryMessage } from './model.ts';
import { postNotification } from './post.ts';
import { queueClient, queueUrl } from './queue.ts';
import { maxAttempts, retrySchedule } from './schedule.ts';
import { signatureHeaders } from './signing.ts';

export type Outcome = 'done' | 'retry';

/**
 * One attempt of one delivery. 2xx: delivered. 410: the receiver is gone, so its callback is
 * deleted. Anything else: the message comes back after the schedule's next wait (its
 * visibility), or, after the last attempt, is dropped to the dead-letter queue. The delivery
 * record is the truth about attempts, so a message brought back after a restart counts on.
 */
export async function deliverOnce(record: SQSRecord): Promise<Outcome> {
  const message = JSON.parse(record.body) as DeliveryMessage;
  const delivery = await deliveriesStore.get(message);
  // Delivered, dropped, or a stale copy of a message sent again: nothing to do.
  if (!delivery || delivery.status !== 'pending' || (delivery.token ?? 1) !== message.token) return 'done';
  // Early (a message sent again after a restart, with SQS's 15-minute cap on delay): wait on.
  const early = delivery.dueAt - Date.now();
  if (early > 1000) return (await setVisibility(record, Math.ceil(early / 1000))) ? 'retry' : 'done';
  const callback = await callbacksStore.get(message.accountId, message.callbackId);
  if (!callback || (!callback.verified && delivery.name !== 'callback/verify')) {
    await deliveriesStore.recordAttempt(message, undefined, 'cancelled', Date.now());
    return 'done';
  }
  const schedule = retrySchedule();
  const attempt = delivery.attempts.length + 1;
  const outcome = await postNotification(callback.uri, delivery.body, signatureHeaders(callback.secret, delivery.messageId, delivery.body));
  const tried = { at: Date.now(), ...outcome };
  count('DeliveryAttempts');
  if (outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300) {
    await deliveriesStore.recordAttempt(message, tried, 'delivered', Date.now());
    count('DeliveriesSucceeded');
    return 'done';
  }
  count('DeliveryFailures');
  if (outcome.status === 410) {
    await callbacksStore.remove(message.accountId, message.callbackId);
    await deliveriesStore.recordAttempt(message, tried, 'gone', Date.now());
    log.info('webhook receiver answered 410: callback deleted', { accountId: message.accountId, callbackId: message.callbackId });
    return 'done';
  }
  if (attempt >= maxAttempts(schedule)) {
    await deliveriesStore.recordAttempt(message, tried, 'dropped', Date.now());
    count('DeliveriesDropped');
    log.warn('webhook delivery dropped', { accountId: message.accountId, callbackId: message.callbackId, messageId: message.messageId, attempts: attempt });
    const received = Number(record.attributes.ApproximateReceiveCount);
    if (received >= maxAttempts(schedule)) {
      // Received as often as the redrive policy allows: the next receive moves it to the dead-letter queue.
      return (await setVisibility(record, 0)) ? 'retry' : 'done';
    }
    // Brought back after a restart, it has fewer receives than attempts: drop it by hand.
    await queueClient().send(new SendMessageCommand({ QueueUrl: queueUrl(queueNames.dropped), MessageBody: record.body }));
    return 'done';
  }
  const wait = schedule[attempt - 1]!;
  count('DeliveryRetries');
  await deliveriesStore.recordAttempt(message, tried, 'pending', Date.now() + wait * 1000);
  return (await setVisibility(record, wait)) ? 'retry' : 'done';
}

/** Sets when a message comes back; false when the queue no longer holds it (the sweep brings it back). */
async function setVisibility(record: SQSRecord, seconds: number): Promise<boolean> {
  try {
    await queueClient().send(new ChangeMessageVisibilityCommand({
      QueueUrl: queueUrl(queueNames.deliveries),
      ReceiptHandle: record.receiptHandle,
      VisibilityTimeout: Math.min(seconds, 43_200),
    }));
    return true;
  } catch (error) {
    if (error instanceof Error && ['MessageNotInflight', 'ReceiptHandleIsInvalid'].includes(error.name)) return false;
    throw error;
  }
}
