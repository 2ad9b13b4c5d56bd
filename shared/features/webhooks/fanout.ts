import { config } from '../../kernel/config.ts';
import type { StoresAndQueue } from '../ports.ts';
import { slashForm, subscribes } from './event-names.ts';
import type { Callback, Delivery, ItemChange } from './model.ts';
import { type Notification, notificationsOf } from './notifications.ts';
import { type QueuedDelivery, queueDeliveries } from './queue.ts';
import { messageIdOf } from './signing.ts';

/** The form-urlencoded notification (docs/api.md §7). */
export function notificationBody(n: Notification, company: string): string {
  return new URLSearchParams({
    name: slashForm(n.event),
    object_id: n.objectId,
    company,
    system: config.publicBaseUrl,
    user_id: String(n.userId),
    ...(n.verifier !== undefined ? { verifier: n.verifier } : {}),
    ...(n.reason !== undefined ? { reason: n.reason } : {}),
  }).toString();
}

/** Who receives a notification: verified subscribers of the event, or the callback being verified. */
const receiversOf = (n: Notification, callbacks: Callback[]) =>
  n.event === 'callback.verify'
    ? callbacks.filter((c) => c.callbackId === n.callbackId)
    : callbacks.filter((c) => c.verified && subscribes(c.event, n.event));

/**
 * Turns stream records into deliveries: one record per (notification, receiver), then one SQS
 * message for each new one. A record the stream hands over twice finds its deliveries made
 * already (same ids) and sends nothing again; should a crash fall between a record and its
 * message, the sweep sends the message later.
 */
export async function fanOut(
  deps: StoresAndQueue<'accounts' | 'callbacks' | 'deliveries'>,
  changes: ItemChange[],
): Promise<number> {
  const notifications = changes.flatMap(notificationsOf);
  const accounts = new Map<string, Promise<{ company: string; callbacks: Callback[] }>>();
  const accountOf = (accountId: string) => {
    let found = accounts.get(accountId);
    if (!found) {
      found = Promise.all([deps.accounts.account(accountId), deps.callbacks.all(accountId)]).then(
        ([account, callbacks]) => ({
          company: account?.company ?? '',
          callbacks,
        }),
      );
      accounts.set(accountId, found);
    }
    return found;
  };
  const queued: QueuedDelivery[] = [];
  for (const n of notifications) {
    const { company, callbacks } = await accountOf(n.accountId);
    const body = notificationBody(n, company);
    const made = await Promise.all(
      receiversOf(n, callbacks).map(async (callback) => {
        const delivery: Delivery = {
          accountId: n.accountId,
          callbackId: callback.callbackId,
          messageId: messageIdOf(n.sourceId, callback.callbackId),
          eventAt: n.at,
          name: slashForm(n.event),
          objectId: n.objectId,
          body,
          status: 'pending',
          attempts: [],
          dueAt: Date.now(),
          token: 1,
        };
        return (await deps.deliveries.createOnce(delivery)) ? delivery : undefined;
      }),
    );
    for (const d of made) if (d) queued.push({ delivery: d, token: d.token });
  }
  await queueDeliveries(deps, queued);
  return queued.length;
}
