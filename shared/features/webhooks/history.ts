import type { Principal } from '../../access/principal.ts';
import { conflict, invalid, notFound } from '../../kernel/errors.ts';
import { decodeCursor, encodeCursor } from '../../kernel/pagination.ts';
import type { Stores, StoresAndQueue } from '../ports.ts';
import type { Delivery } from './model.ts';
import { queueDeliveries } from './queue.ts';

async function ownCallback(deps: Pick<Stores, 'callbacks'>, principal: Principal, id: string | undefined) {
  if (!id || !/^\d{1,12}$/.test(id))
    throw invalid('A numeric callback_id is required.', [{ field: 'callback_id', message: 'is required' }]);
  const callback = await deps.callbacks.get(principal.accountId, Number(id));
  if (!callback) throw notFound(`The callback ${id}`);
  return callback;
}

/** A delivery's id in the API: when its event happened and its webhook-id, which locate its record. */
export const deliveryId = (d: Delivery) => `${d.eventAt}-${d.messageId}`;

/** A callback's delivery history (30 days), newest first, a page at a time with a cursor. */
export async function deliveryHistory(
  deps: Pick<Stores, 'callbacks' | 'deliveries'>,
  principal: Principal,
  fields: Record<string, string>,
) {
  const callback = await ownCallback(deps, principal, fields.callback_id);
  const perPage = Math.min(Math.max(Number(fields.per_page ?? 25) || 25, 1), 100);
  const list = `deliveries:${callback.callbackId}`;
  const page = await deps.deliveries.history(
    principal.accountId,
    callback.callbackId,
    perPage,
    decodeCursor(principal.accountId, list, fields.cursor || undefined),
  );
  return { deliveries: page.items, perPage, next: page.next && encodeCursor(principal.accountId, list, page.next) };
}

/** Replays a dropped delivery: the same message (same webhook-id), with a fresh set of attempts. */
export async function replayDelivery(
  deps: StoresAndQueue<'callbacks' | 'deliveries'>,
  principal: Principal,
  fields: Record<string, string>,
): Promise<void> {
  const callback = await ownCallback(deps, principal, fields.callback_id);
  const id = /^(\d{1,15})-(msg_[0-9a-f]{32})$/.exec(fields.delivery_id ?? '');
  if (!id)
    throw invalid('A delivery_id from delivery.list is required.', [
      { field: 'delivery_id', message: 'is not a delivery id' },
    ]);
  const where = {
    accountId: principal.accountId,
    callbackId: callback.callbackId,
    eventAt: Number(id[1]),
    messageId: id[2]!,
  };
  const delivery = await deps.deliveries.get(where);
  if (!delivery) throw notFound(`The delivery ${fields.delivery_id}`);
  const token = await deps.deliveries.reopen(where, Date.now());
  if (token === undefined) throw conflict(`Only a dropped delivery can be replayed; this one is ${delivery.status}.`);
  await queueDeliveries(deps, [{ delivery: where, token }]);
}
