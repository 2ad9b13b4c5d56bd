import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Callback } from '../webhooks/model.ts';
import { db, table } from './dynamo.ts';
import { keys } from './keys.ts';
import { conditional } from './transactions.ts';

const toItem = (c: Callback) => ({ ...keys.callback(c.accountId, c.callbackId), kind: 'callback', ...c });
const fromItem = (item: Record<string, unknown>): Callback => {
  const { PK: _pk, SK: _sk, kind: _kind, ...callback } = item;
  return callback as unknown as Callback;
};

/** Callbacks in DynamoDB, under their account. */
export const callbacksStore = {
  async insert(c: Callback): Promise<void> {
    await db().send(
      new PutCommand({ TableName: table(), Item: toItem(c), ConditionExpression: 'attribute_not_exists(PK)' }),
    );
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
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.account(accountId).PK, ':prefix': keys.callbackPrefix },
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
    await db().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.callback(c.accountId, c.callbackId),
        UpdateExpression: 'ADD verificationsSent :one',
        ConditionExpression: 'attribute_exists(PK) AND verified = :false',
        ExpressionAttributeValues: { ':one': 1, ':false': false },
      }),
    );
  },

  async remove(accountId: string, callbackId: number): Promise<boolean> {
    const out = await db().send(
      new DeleteCommand({ TableName: table(), Key: keys.callback(accountId, callbackId), ReturnValues: 'ALL_OLD' }),
    );
    return out.Attributes !== undefined;
  },
};
