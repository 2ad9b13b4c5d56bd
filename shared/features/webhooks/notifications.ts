import { isDeepStrictEqual } from 'node:util';
import type { EventName } from './event-names.ts';
import type { ItemChange } from './model.ts';

/** What one change in the table means to webhook receivers. */
export interface Notification {
  accountId: string;
  /** Registration form (`invoice.create`), or `callback.verify` for a verification message. */
  event: EventName | 'callback.verify';
  objectId: string;
  userId: number;
  /** Epoch ms of the change. */
  at: number;
  /** The stream record's id: stable when the stream hands the record over again. */
  sourceId: string;
  /** Verification messages go to their own callback only, with its verifier. */
  callbackId?: number;
  verifier?: string;
  /** A reversed payment's reason (docs/api.md §19): sent with its notification. */
  reason?: string;
}

/** The kinds of item whose changes can be events: the stream function's filter (infra/cdk/workers.ts) lets only these through. */
export const notifyingKinds = [
  'client',
  'document',
  'category',
  'callback',
  'payment',
  'recurring',
  'bankentry',
  'purchase',
  'expense',
] as const;

/** Whether two images of a document differ only in its hand-off to the e-invoicing platform (and the version that moved). */
function handOffOnly(before: Record<string, unknown> | undefined, next: Record<string, unknown>): boolean {
  if (!before) return false;
  const content = (item: Record<string, unknown>) => {
    const { version: _v, updatedBy: _u, transmissionKey: _k, lastPaymentId: _p, record, ...rest } = item;
    const { transmission: _t, ...kept } = (record ?? {}) as Record<string, unknown>;
    return { rest, kept };
  };
  const handOff = (item: Record<string, unknown>) =>
    (item.record as { transmission?: unknown } | undefined)?.transmission;
  // Two images read from the stream are two objects: the hand-off changed only if its content did.
  return !isDeepStrictEqual(handOff(before), handOff(next)) && isDeepStrictEqual(content(before), content(next));
}

/**
 * The events of an item change (docs/api.md §7). Deletes are soft: a client moves to the
 * deleted folder, a document or category to a tombstone item (whose insert is the delete).
 * A send by e-mail and a reminder change only their counts, so each is its own event, not an update.
 */
export function notificationsOf(change: ItemChange): Notification[] {
  const { next, before, inserted } = change;
  const base = {
    accountId: String(next.accountId),
    userId: Number(next.updatedBy ?? next.createdBy ?? 0),
    at: change.at,
    sourceId: change.sourceId,
  };
  const one = (event: Notification['event'], objectId: unknown, extra: Partial<Notification> = {}): Notification[] => [
    { ...base, event, objectId: String(objectId), ...extra },
  ];
  switch (change.kind) {
    case 'client':
      if (inserted) return one('client.create', next.clientId);
      if (next.folder === 'deleted' && before?.folder !== 'deleted') return one('client.delete', next.clientId);
      return next.version !== before?.version ? one('client.update', next.clientId) : [];
    case 'document': {
      const type = next.type === 'estimate' || next.type === 'creditnote' ? next.type : 'invoice';
      if (inserted) return one(change.tombstone ? `${type}.delete` : `${type}.create`, next.number);
      // A lifecycle status of its e-invoice (docs/api.md §17) is its own event.
      if (type !== 'estimate' && Number(next.lifecycleCount ?? 0) > Number(before?.lifecycleCount ?? 0))
        return one(`${type}.lifecycle`, next.number);
      // The client's act on the document's page is its own event (invoice.view, estimate.accept...), not an update.
      if (Number(next.clientActs ?? 0) > Number(before?.clientActs ?? 0))
        return one(`${type}.${String(next.clientAct)}` as EventName, next.number);
      // An invoice that became paid says so besides the update its payment made: a second
      // notification of the same change, with a source of its own (so a webhook-id of its own).
      const becamePaid = type === 'invoice' && next.status === 'paid' && before?.status !== 'paid';
      const paid = becamePaid ? one('invoice.paid', next.number, { sourceId: `${change.sourceId}#paid` }) : [];
      // A reminder is its own event too: it changes only what the invoice says about its reminders.
      if (Number(next.reminderCount ?? 0) > Number(before?.reminderCount ?? 0))
        return one('invoice.reminder', next.number);
      if (Number(next.sentCount ?? 0) > Number(before?.sentCount ?? 0))
        return [...one(`${type}.sendByEmail`, next.number), ...paid];
      // A write of the platform hand-off's own state (its flow, the statuses seen) is no change a receiver sees.
      if (handOffOnly(before, next)) return paid;
      return next.version !== before?.version ? [...one(`${type}.update`, next.number), ...paid] : paid;
    }
    case 'payment':
      if (inserted) return one('payment.create', next.paymentId);
      if (next.folder !== 'deleted' || before?.folder === 'deleted') return [];
      // Given back by the bank (a returned direct debit, docs/api.md §19): reversed, with the bank's reason.
      return next.reversalReason
        ? one('payment.reversed', next.paymentId, { reason: String(next.reversalReason) })
        : one('payment.delete', next.paymentId);
    case 'category': {
      if (inserted) return one(change.tombstone ? 'category.delete' : 'category.create', next.Name);
      // A stock movement (docs/api.md §21) is no edit of the entry: it tells only when it takes the
      // stock down to its alert or below (a return that leaves it still low is no new news).
      if (Number(next.stockSeq ?? 0) !== Number(before?.stockSeq ?? 0)) {
        const alert = next.StockAlert;
        const quantity = Number(next.StockQuantity ?? 0);
        return typeof alert === 'number' && quantity <= alert && quantity < Number(before?.StockQuantity ?? 0)
          ? one('catalog.lowstock', next.Name)
          : [];
      }
      return next.version !== before?.version ? one('category.update', next.Name) : [];
    }
    case 'recurring':
      if (inserted) return one('recurring.create', next.recurringId);
      if (next.folder === 'deleted' && before?.folder !== 'deleted') return one('recurring.delete', next.recurringId);
      // A run moves the profile on (its Count): the invoice it made is the event, not the profile.
      if (Number(next.count ?? 0) !== Number(before?.count ?? 0)) return [];
      return next.version !== before?.version ? one('recurring.update', next.recurringId) : [];
    case 'purchase':
      if (inserted) return one('purchase.create', next.purchaseId);
      return next.version !== before?.version ? one('purchase.update', next.purchaseId) : [];
    case 'expense':
      if (inserted) return one('expense.create', next.expenseId);
      if (next.folder === 'deleted' && before?.folder !== 'deleted') return one('expense.delete', next.expenseId);
      return next.version !== before?.version ? one('expense.update', next.expenseId) : [];
    case 'bankentry':
      // A credit that paid nothing asks for a look: imported so, or unmatched again when its payment was deleted.
      return next.status === 'unmatched' && (inserted || before?.status !== 'unmatched')
        ? one('bankentry.unmatched', next.entryId)
        : [];
    case 'callback': {
      const asked = Number(next.verificationsSent ?? 0) > Number(before?.verificationsSent ?? 0);
      if (next.verified || !(inserted || asked)) return [];
      return one('callback.verify', next.callbackId, {
        callbackId: Number(next.callbackId),
        verifier: String(next.verifier ?? ''),
      });
    }
    default:
      return [];
  }
}
