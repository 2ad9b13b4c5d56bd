import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Callback } from '../../features/webhooks/model.ts';
import { db, table } from './dynamo.ts';
import { keys } from './keys.ts';
import { rangeValues } from './query.ts';
import { changed, conditional } from './transactions.ts';

const toItem = (c: Callback) => ({ ...keys.callback(c.accountId, c.callbackId), kind: 'callback', ...c });
const fromItem = (item: Record<string, unknown>): Callback => {
  const { PK: _pk, SK: _sk, kind: _kind, ...callback } = item;
  return callback as unknown as Callback;
};

/** Adds `delta` to the account's callback count; with `cap`, only while the count is below it. */
async function count(accountId: string, delta: number, cap?: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.callbackCount(accountId),
      UpdateExpression: 'ADD #n :delta',
      ...(cap === undefined ? {} : { ConditionExpression: 'attribute_not_exists(#n) OR #n < :cap' }),
      ExpressionAttributeNames: { '#n': 'count' },
      ExpressionAttributeValues: { ':delta': delta, ...(cap === undefined ? {} : { ':cap': cap }) },
    }),
  );
}

/** Callbacks in DynamoDB, under their account. */
export const callbacksStore = {
  /**
   * Inserts a callback if the account holds fewer than `cap`; false when it is reached. The
   * count is an atomic counter (a conditional ADD, which DynamoDB serializes without conflicts),
   * taken before the insert and given back if the insert fails: parallel creates cannot pass the
   * cap. A crash between the two leaves the count one too high, never too low.
   */
  async insert(c: Callback, cap: number): Promise<boolean> {
    const counted = await conditional(
      async () => {
        await count(c.accountId, 1, cap);
        return true;
      },
      () => false,
    );
    if (!counted) return false;
    try {
      await db().send(
        new PutCommand({ TableName: table(), Item: toItem(c), ConditionExpression: 'attribute_not_exists(PK)' }),
      );
      return true;
    } catch (error) {
      await count(c.accountId, -1);
      throw error;
    }
  },

  async get(accountId: string, callbackId: number): Promise<Callback | undefined> {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.callback(accountId, callbackId), ConsistentRead: true }),
    );
    return out.Item ? fromItem(out.Item) : undefined;
  },

  /** Every callback of an account, by callback_id (an account holds at most a hundred). */
  async all(accountId: string): Promise<Callback[]> {
    const out = await db().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        // Consistent: a callback made a moment ago must get its verification and the next events.
        ConsistentRead: true,
        ExpressionAttributeValues: { ':pk': keys.account(accountId).PK, ...rangeValues(keys.callbackPrefix) },
      }),
    );
    return (out.Items ?? []).map(fromItem);
  },

  /** Marks a callback verified if the verifier is still the one checked; false when it changed. */
  async markVerified(c: Callback): Promise<boolean> {
    return conditional(
      async () => {
        await db().send(
          new UpdateCommand({
            TableName: table(),
            Key: keys.callback(c.accountId, c.callbackId),
            UpdateExpression: 'SET verified = :true REMOVE verifier',
            ConditionExpression: 'verifier = :verifier',
            ExpressionAttributeValues: { ':true': true, ':verifier': c.verifier },
          }),
        );
        return true;
      },
      () => false,
    );
  },

  /** Counts one more verification message; the change on the stream sends it. */
  async requestVerification(c: Callback): Promise<void> {
    // Deleted or verified meanwhile: Conflict `changed`, which the service answers.
    await conditional(
      () =>
        db().send(
          new UpdateCommand({
            TableName: table(),
            Key: keys.callback(c.accountId, c.callbackId),
            UpdateExpression: 'ADD verificationsSent :one',
            ConditionExpression: 'attribute_exists(PK) AND verified = :false',
            ExpressionAttributeValues: { ':one': 1, ':false': false },
          }),
        ),
      changed,
    );
  },

  async setSlowUntil(accountId: string, callbackId: number, until: number | undefined): Promise<void> {
    // A callback deleted meanwhile stays deleted: the update needs the item.
    await conditional(
      () =>
        db().send(
          new UpdateCommand({
            TableName: table(),
            Key: keys.callback(accountId, callbackId),
            UpdateExpression: until === undefined ? 'REMOVE slowUntil' : 'SET slowUntil = :until',
            ConditionExpression: 'attribute_exists(PK)',
            ...(until === undefined ? {} : { ExpressionAttributeValues: { ':until': until } }),
          }),
        ),
      () => undefined,
    );
  },

  /** Deletes a callback and counts it out; false when it was gone already. */
  async remove(accountId: string, callbackId: number): Promise<boolean> {
    const out = await db().send(
      new DeleteCommand({ TableName: table(), Key: keys.callback(accountId, callbackId), ReturnValues: 'ALL_OLD' }),
    );
    if (!out.Attributes) return false;
    await count(accountId, -1);
    return true;
  },
};
