import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Attempt, Delivery, DeliveryMessage, DeliveryStatus } from '../../features/webhooks/model.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import { dueInShards } from './due-index.ts';
import { db, table } from './dynamo.ts';
import { keys, PENDING_SHARDS } from './keys.ts';
import { queryPage } from './query.ts';
import { conditional } from './transactions.ts';

/** Delivery history is kept 30 days (DynamoDB's TTL removes it after). */
const RETENTION_SECONDS = 30 * 86_400;

const keyOf = (m: Omit<DeliveryMessage, 'token'>) => keys.delivery(m.accountId, m.callbackId, m.eventAt, m.messageId);

function fromItem(item: Record<string, unknown>): Delivery {
  const {
    PK: _pk,
    SK: _sk,
    GSI3PK: _g1,
    GSI3SK: _g2,
    kind: _k,
    expiresAt: _e,
    earlierAttempts: _earlier,
    ...delivery
  } = item;
  return delivery as unknown as Delivery;
}

/** Delivery records in DynamoDB, with the sparse index of pending ones. */
export const deliveriesStore = {
  /** Records a delivery unless it exists (the stream may hand the same record over twice); true when new. */
  async createOnce(delivery: Delivery): Promise<boolean> {
    return conditional(
      async () => {
        await db().send(
          new PutCommand({
            TableName: table(),
            Item: {
              ...keyOf(delivery),
              ...keys.pendingDelivery(delivery.messageId, delivery.dueAt),
              kind: 'delivery',
              ...delivery,
              expiresAt: Math.floor(delivery.eventAt / 1000) + RETENTION_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return true;
      },
      () => false,
    );
  },

  /** A pending delivery's next token: the message sent with it is the only live one. */
  async nextToken(m: Omit<DeliveryMessage, 'token'>): Promise<number | undefined> {
    return conditional(
      async () => {
        const out = await db().send(
          new UpdateCommand({
            TableName: table(),
            Key: keyOf(m),
            // A new live message: the delivery is no longer parked.
            UpdateExpression: 'ADD #token :one SET parked = :false',
            ConditionExpression: '#status = :pending',
            ExpressionAttributeNames: { '#token': 'token', '#status': 'status' },
            ExpressionAttributeValues: { ':one': 1, ':pending': 'pending', ':false': false },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return Number(out.Attributes?.token);
      },
      () => undefined,
    );
  },

  async get(m: Omit<DeliveryMessage, 'token'>): Promise<Delivery | undefined> {
    const out = await db().send(new GetCommand({ TableName: table(), Key: keyOf(m), ConsistentRead: true }));
    return out.Item ? fromItem(out.Item) : undefined;
  },

  /** Adds an attempt; `status` pending keeps it in the pending index, due at `dueAt`. */
  async recordAttempt(
    m: Omit<DeliveryMessage, 'token'>,
    attempt: Attempt | undefined,
    status: DeliveryStatus,
    dueAt: number,
    parked = false,
  ): Promise<void> {
    const pending = status === 'pending' && keys.pendingDelivery(m.messageId, dueAt);
    // A record gone past its TTL has nothing left to update.
    await conditional(
      () =>
        db().send(
          new UpdateCommand({
            TableName: table(),
            Key: keyOf(m),
            UpdateExpression: [
              `SET #status = :status, dueAt = :due, parked = :parked${attempt ? ', attempts = list_append(if_not_exists(attempts, :none), :attempt)' : ''}${pending ? ', GSI3PK = :gpk, GSI3SK = :gsk' : ''}`,
              pending ? '' : 'REMOVE GSI3PK, GSI3SK',
            ].join(' '),
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':status': status,
              ':due': dueAt,
              ':parked': parked,
              ...(attempt ? { ':attempt': [attempt], ':none': [] } : {}),
              ...(pending ? { ':gpk': pending.GSI3PK, ':gsk': pending.GSI3SK } : {}),
            },
          }),
        ),
      () => undefined,
    );
  },

  /** Pending deliveries due before `dueBefore`, over every shard of the pending index. */
  pendingDue(dueBefore: number, limit = 500): Promise<Delivery[]> {
    return dueInShards('PENDING', PENDING_SHARDS, keys.pendingDue(dueBefore), limit, fromItem);
  },

  /** A callback's history, newest first. */
  history(accountId: string, callbackId: number, limit: number, start?: StartKey): Promise<Page<Delivery>> {
    return queryPage(
      {
        partition: { attribute: 'PK', value: keys.account(accountId).PK },
        sort: { attribute: 'SK', prefix: keys.deliveryPrefix(callbackId) },
        filters: [],
        limit,
        start,
      },
      fromItem,
    );
  },

  /** A dropped delivery made pending again (for a replay): earlier attempts kept apart, the schedule starts over. */
  async reopen(m: Omit<DeliveryMessage, 'token'>, now: number): Promise<number | undefined> {
    const pending = keys.pendingDelivery(m.messageId, now);
    return conditional(
      async () => {
        const out = await db().send(
          new UpdateCommand({
            TableName: table(),
            Key: keyOf(m),
            UpdateExpression:
              'SET #status = :pending, earlierAttempts = list_append(if_not_exists(earlierAttempts, :none), attempts), attempts = :none, dueAt = :now, GSI3PK = :gpk, GSI3SK = :gsk ADD #token :one',
            ConditionExpression: '#status = :dropped',
            ExpressionAttributeNames: { '#status': 'status', '#token': 'token' },
            ExpressionAttributeValues: {
              ':pending': 'pending',
              ':dropped': 'dropped',
              ':none': [],
              ':now': now,
              ':gpk': pending.GSI3PK,
              ':gsk': pending.GSI3SK,
              ':one': 1,
            },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return Number(out.Attributes?.token);
      },
      () => undefined,
    );
  },
};
