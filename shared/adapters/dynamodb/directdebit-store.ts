import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DirectDebitBatch, ParkedReturn } from '../../features/directdebit/model.ts';
import type { DirectDebitPort } from '../../features/directdebit/port.ts';
import { db, table } from './dynamo.ts';
import { sized } from './item-size.ts';
import { keys } from './keys.ts';
import { newestUnder, rangeValues } from './query.ts';
import { tableDesign } from './table-design.ts';

/** How long a return waits for the credit it gives back: past a year and a month, its statement never came. */
const PARKED_FOR_S = 400 * 86_400;

/** A batch as its item holds it. */
function batchOf(item: Record<string, unknown>): DirectDebitBatch {
  const { PK: _pk, SK: _sk, kind: _kind, ...batch } = item;
  return batch as unknown as DirectDebitBatch;
}

/** The account's direct debit batches in DynamoDB (docs/data-model.md), one item each. */
export const directDebitStore: DirectDebitPort = {
  async insertBatch(batch) {
    await db().send(
      new PutCommand({
        TableName: table(),
        Item: sized(
          { ...keys.directDebitBatch(batch.accountId, batch.batchId), kind: 'directDebitBatch', ...batch },
          'batch',
        ),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  },

  async getBatch(accountId, batchId) {
    const { Item } = await db().send(
      new GetCommand({ TableName: table(), Key: keys.directDebitBatch(accountId, batchId), ConsistentRead: true }),
    );
    return Item && batchOf(Item);
  },

  listBatches: (accountId, limit, start) =>
    newestUnder(keys.account(accountId).PK, keys.directDebitBatchPrefix, { limit, start }, batchOf),

  async deleteBatch(accountId, batchId) {
    await db().send(new DeleteCommand({ TableName: table(), Key: keys.directDebitBatch(accountId, batchId) }));
  },

  async parkReturn(parked) {
    await db().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...keys.parkedReturn(parked.accountId, parked.reference, parked.once),
          kind: 'parkedReturn',
          ...parked,
          [tableDesign.timeToLiveAttribute]: Math.ceil(Date.now() / 1000) + PARKED_FOR_S,
        },
      }),
    );
  },

  // Consistent: a credit recorded just now must see a return kept just before (docs/api.md §19).
  async parkedReturns(accountId, reference) {
    const out = await db().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ConsistentRead: true,
        ExpressionAttributeValues: {
          ':pk': keys.account(accountId).PK,
          ...rangeValues(keys.parkedReturnPrefix(reference)),
        },
      }),
    );
    return (out.Items ?? []).map(
      ({ accountId, reference, amount, date, reason, once }) =>
        ({ accountId, reference, amount, date, reason, once }) as ParkedReturn,
    );
  },

  async unparkReturn(parked) {
    await db().send(
      new DeleteCommand({
        TableName: table(),
        Key: keys.parkedReturn(parked.accountId, parked.reference, parked.once),
      }),
    );
  },
};
