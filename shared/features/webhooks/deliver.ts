import type { SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { config } from '../../kernel/config.ts';
import { count, log } from '../../kernel/log.ts';
import { safeParse } from '../../kernel/validation.ts';
import type { Ports, Receivers, StoresAndQueue } from '../ports.ts';
import type { Attempt, DeliveryMessage } from './model.ts';
import { queueNames, SQS_LIMITS } from './queue-design.ts';
import { maxAttempts, retrySchedule } from './schedule.ts';
import { signatureHeaders } from './signing.ts';

/** What became of a message: handled, or to be received again. */
export type Outcome = 'done' | 'retry';

/** What a delivery message must hold; anything else on the queue is not ours to deliver. */
const deliveryMessage = z.strictObject({
  accountId: z.string(),
  callbackId: z.int(),
  eventAt: z.number(),
  messageId: z.string(),
  token: z.int(),
});

function parseMessage(body: string): DeliveryMessage | undefined {
  try {
    const parsed = safeParse(deliveryMessage, JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** How long a receiver stays in the slow lane once it kept the main lane waiting. */
export const SLOW_LANE_MS = 30 * 60_000;

type Lane = typeof queueNames.deliveries | typeof queueNames.slow;

/** The lane a message came from: the slow lane's queue, or the main one. */
function laneOf(record: SQSRecord): Lane {
  const slowQueue = config.queueUrlIfGiven(queueNames.slow)?.split('/').pop();
  return slowQueue && record.eventSourceARN.split(':').pop() === slowQueue ? queueNames.slow : queueNames.deliveries;
}

/**
 * One attempt of one delivery. 2xx: delivered. 410: the receiver is gone, so its callback is
 * deleted. Anything else: the message comes back after the schedule's next wait (its
 * visibility), or, after the last attempt, is dropped to the dead-letter queue. The delivery
 * record is the truth about attempts, so a message brought back after a restart counts on.
 *
 * Two lanes keep a slow receiver from slowing the others. The main lane waits 2 s for an
 * answer; a receiver that does not answer by then has the message handed to the slow lane
 * (posted again there, same webhook-id, with the full 10 s) and, for the next 30 minutes, its
 * messages go there directly. The slow lane's own small concurrency is all such receivers get;
 * a prompt 2xx there brings the receiver back to the main lane.
 */
export async function deliverOnce(
  deps: StoresAndQueue<'callbacks' | 'deliveries'> & Receivers,
  record: SQSRecord,
): Promise<Outcome> {
  const message = parseMessage(record.body);
  if (!message) {
    log.error('a message on the delivery queue is not a delivery message: deleted', undefined, {
      messageId: record.messageId,
    });
    return 'done';
  }
  const lane = laneOf(record);
  const delivery = await deps.deliveries.get(message);
  // Delivered, dropped, or a stale copy of a message sent again: nothing to do.
  if (delivery?.status !== 'pending' || (delivery.token ?? 1) !== message.token) return 'done';
  // Early (a message sent again after a restart): wait on, in the queue up to 15 minutes, else in the table.
  const early = delivery.dueAt - Date.now();
  if (early > 1000) return waitFor(deps, record, lane, message, undefined, Math.ceil(early / 1000));
  const callback = await deps.callbacks.get(message.accountId, message.callbackId);
  if (!callback || (!callback.verified && delivery.name !== 'callback/verify')) {
    await deps.deliveries.recordAttempt(message, undefined, 'cancelled', Date.now());
    return 'done';
  }
  if (lane === queueNames.deliveries && (callback.slowUntil ?? 0) > Date.now()) return toSlowLane(deps, record);
  const schedule = retrySchedule();
  const attempt = delivery.attempts.length + 1;
  const fullTimeout = config.webhookTimeoutMs;
  const patience = lane === queueNames.deliveries ? Math.min(config.webhookMainLaneMs, fullTimeout) : fullTimeout;
  const { timedOut, ...outcome } = await deps.receivers.post(
    callback.uri,
    delivery.body,
    signatureHeaders(callback.secret, delivery.messageId, delivery.body),
    patience,
  );
  if (timedOut && patience < fullTimeout) {
    await deps.callbacks.setSlowUntil(message.accountId, message.callbackId, Date.now() + SLOW_LANE_MS);
    log.info('webhook receiver kept the main lane waiting: moved to the slow lane', {
      accountId: message.accountId,
      callbackId: message.callbackId,
    });
    return toSlowLane(deps, record);
  }
  const tried = { at: Date.now(), ...outcome };
  if (outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300) {
    await deps.deliveries.recordAttempt(message, tried, 'delivered', Date.now());
    count('DeliveriesSucceeded');
    // Prompt again: back to the main lane.
    if (lane === queueNames.slow && callback.slowUntil && outcome.ms < config.webhookMainLaneMs)
      await deps.callbacks.setSlowUntil(message.accountId, message.callbackId, undefined);
    return 'done';
  }
  count('DeliveryFailures');
  // One line per failed attempt, as it happens (the drop comes hours later): never the secret, the body or the uri.
  log.warn('webhook delivery attempt failed', {
    accountId: message.accountId,
    callbackId: message.callbackId,
    messageId: message.messageId,
    attempt,
    lane,
    ...(outcome.status !== undefined ? { status: outcome.status } : {}),
    ...(outcome.error !== undefined ? { error: outcome.error } : {}),
    ms: outcome.ms,
  });
  if (outcome.status === 410) {
    await deps.callbacks.remove(message.accountId, message.callbackId);
    await deps.deliveries.recordAttempt(message, tried, 'gone', Date.now());
    log.info('webhook receiver answered 410: callback deleted', {
      accountId: message.accountId,
      callbackId: message.callbackId,
    });
    return 'done';
  }
  if (attempt >= maxAttempts(schedule)) {
    await deps.deliveries.recordAttempt(message, tried, 'dropped', Date.now());
    count('DeliveriesDropped');
    log.warn('webhook delivery dropped', {
      accountId: message.accountId,
      callbackId: message.callbackId,
      messageId: message.messageId,
      attempts: attempt,
    });
    // The record decides the drop, not the redrive policy (a backstop for poison messages only).
    await deps.queue.send(queueNames.dropped, [{ body: record.body }]);
    return 'done';
  }
  count('DeliveryRetries');
  return waitFor(deps, record, lane, message, tried, schedule[attempt - 1]!);
}

/**
 * Waits `seconds` before the next attempt within SQS's limits: up to 15 minutes as the
 * message's visibility (so nothing waits in flight for hours, and no visibility passes SQS's
 * 12 hours from receipt); longer, parked in the table with its message deleted, for the
 * scheduled sweep to queue again when it is nearly due.
 */
async function waitFor(
  deps: StoresAndQueue<'deliveries'>,
  record: SQSRecord,
  lane: Lane,
  message: DeliveryMessage,
  tried: Attempt | undefined,
  seconds: number,
): Promise<Outcome> {
  const dueAt = Date.now() + seconds * 1000;
  const parked = seconds > SQS_LIMITS.maxDelaySeconds;
  if (tried || parked) await deps.deliveries.recordAttempt(message, tried, 'pending', dueAt, parked);
  if (parked) return 'done';
  // The message comes back on its own lane; a queue that no longer holds it leaves it to the sweep.
  return (await deps.queue.setVisibility(lane, record.receiptHandle, seconds)) ? 'retry' : 'done';
}

/** Hands a message to the slow lane as it is: the delivery record, its attempts and its token are unchanged. */
async function toSlowLane(deps: Pick<Ports, 'queue'>, record: SQSRecord): Promise<Outcome> {
  await deps.queue.send(queueNames.slow, [{ body: record.body }]);
  count('DeliveriesToSlowLane');
  return 'done';
}
