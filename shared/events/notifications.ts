import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { EventName } from '../callbacks/events.ts';

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
}

type Image = Record<string, unknown>;

/**
 * The events of a stream record (contract section 7). Deletes are soft: a client moves to the
 * deleted folder, a document or category to a tombstone item (an INSERT of `DOCDEL#`/`CATDEL#`).
 * A send by e-mail changes only the send count, so it is its own event, not an update.
 */
export function notificationsOf(record: DynamoDBRecord): Notification[] {
  const data = record.dynamodb;
  if (!data || !record.eventName || record.eventName === 'REMOVE') return [];
  const next = data.NewImage ? (unmarshall(data.NewImage as never) as Image) : undefined;
  const before = data.OldImage ? (unmarshall(data.OldImage as never) as Image) : undefined;
  if (!next) return [];
  const base = {
    accountId: String(next.accountId),
    userId: Number(next.updatedBy ?? next.createdBy ?? 0),
    at: (data.ApproximateCreationDateTime ?? 0) * 1000,
    sourceId: record.eventID ?? `${data.SequenceNumber}`,
  };
  const one = (event: Notification['event'], objectId: unknown, extra: Partial<Notification> = {}): Notification[] => [
    { ...base, event, objectId: String(objectId), ...extra },
  ];
  const inserted = record.eventName === 'INSERT';
  const sk = String(next.SK ?? '');
  switch (next.kind) {
    case 'client':
      if (inserted) return one('client.create', next.clientId);
      if (next.folder === 'deleted' && before?.folder !== 'deleted') return one('client.delete', next.clientId);
      return next.version !== before?.version ? one('client.update', next.clientId) : [];
    case 'document': {
      const type = next.type === 'estimate' ? 'estimate' : 'invoice';
      if (inserted) return one(sk.startsWith('DOCDEL#') ? `${type}.delete` : `${type}.create`, next.number);
      if (Number(next.sentCount ?? 0) > Number(before?.sentCount ?? 0)) return one(`${type}.sendByEmail`, next.number);
      return next.version !== before?.version ? one(`${type}.update`, next.number) : [];
    }
    case 'category':
      if (inserted) return one(sk.startsWith('CATDEL#') ? 'category.delete' : 'category.create', next.Name);
      return next.version !== before?.version ? one('category.update', next.Name) : [];
    case 'callback': {
      const asked = Number(next.verificationsSent ?? 0) > Number(before?.verificationsSent ?? 0);
      if (next.verified || !(inserted || asked)) return [];
      return one('callback.verify', next.callbackId, { callbackId: Number(next.callbackId), verifier: String(next.verifier ?? '') });
    }
    default:
      return [];
  }
}
