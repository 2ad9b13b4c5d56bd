import { queueNames } from '../queue-design.ts';
import { deliveriesStore } from '../store/deliveries-store.ts';
import type { DeliveryMessage } from './model.ts';
import { sendAll } from './queue.ts';

/**
 * Queues again the deliveries still pending well past their due time: their message was lost
 * (the local SQS emulator keeps messages in memory only, so after a restart that is all of
 * them), or never sent (a crash between the record and the message). Each is due again once
 * its message has had time to come back, so a sweep never repeats itself.
 */
export async function sweepPending(graceMs: number, now = Date.now()): Promise<number> {
  const stuck = await deliveriesStore.pendingDue(now - graceMs);
  const messages = stuck.map((d) => {
    const message: DeliveryMessage = { accountId: d.accountId, callbackId: d.callbackId, eventAt: d.eventAt, messageId: d.messageId };
    return { id: d.messageId, body: JSON.stringify(message) };
  });
  await sendAll(queueNames.deliveries, messages);
  await Promise.all(stuck.map((d) => deliveriesStore.recordAttempt(d, undefined, 'pending', now + 15 * 60_000)));
  return messages.length;
}
