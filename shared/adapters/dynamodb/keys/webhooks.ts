import { PENDING_SHARDS, pad } from './parts.ts';

/** The keys of the webhooks feature's items (docs/data-model.md). */
export const webhooksKeys = {
  callback: (accountId: string, callbackId: number) => ({ PK: `A#${accountId}`, SK: `CB#${pad(callbackId)}` }),
  callbackPrefix: 'CB#',
  /** How many callbacks an account holds: the cap is checked in the same write as each insert. */
  callbackCount: (accountId: string) => ({ PK: `A#${accountId}`, SK: 'CBCOUNT' }),
  /** A delivery of one message to one callback: sorted by callback, then time. */
  delivery: (accountId: string, callbackId: number, at: number, messageId: string) => ({
    PK: `A#${accountId}`,
    SK: `DLV#${pad(callbackId)}#${String(at).padStart(13, '0')}#${messageId}`,
  }),
  deliveryPrefix: (callbackId: number) => `DLV#${pad(callbackId)}#`,
  /** GSI3 (sparse): deliveries still pending, spread over shards, by when they are next due. */
  pendingDelivery: (messageId: string, dueAt: number) => ({
    GSI3PK: webhooksKeys.pendingShard(parseInt(messageId.slice(-2), 16) % PENDING_SHARDS),
    GSI3SK: `${webhooksKeys.pendingDue(dueAt)}#${messageId}`,
  }),
  pendingShard: (shard: number) => `PENDING#${shard}`,
  /** Due times sort as text: 13 digits of epoch ms. */
  pendingDue: (dueAt: number) => String(dueAt).padStart(13, '0'),
};
