import { queueNames } from '../queue-design.ts';
import { deliveriesStore } from '../store/deliveries-store.ts';
import type { DeliveryMessage } from './model.ts';
import { sendAll } from './queue.ts';

/**
 * Sends again the message of every delivery still pending and due before `dueBefore`: its
 * message was lost (the local SQS emulator keeps messages in memory only, so after a restart
 * that is all of them), or never sent (a crash between the record and the message). Each gets
 * a new token, so any old copy still about is stale and does nothing; it waits in the queue
 * until its delivery is due (SQS delays by 15 minutes at most; the worker waits out the rest).
 */
export async function sweepPending(dueBefore: number, now = Date.now()): Promise<number> {
  const pending = await deliveriesStore.pendingDue(dueBefore);
  const messages: { id: string; body: string; delaySeconds: number }[] = [];
  for (const d of pending) {
    const token = await deliveriesStore.nextToken(d);
    if (token === undefined) continue;
    const message: DeliveryMessage = { accountId: d.accountId, callbackId: d.callbackId, eventAt: d.eventAt, messageId: d.messageId, token };
    messages.push({ id: d.messageId, body: JSON.stringify(message), delaySeconds: Math.max(0, Math.ceil((d.dueAt - now) / 1000)) });
  }
  await sendAll(queueNames.deliveries, messages);
  return messages.length;
}
