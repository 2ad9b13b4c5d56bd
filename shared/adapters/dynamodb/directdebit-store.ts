import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DirectDebitBatch } from '../../features/directdebit/model.ts';
import type { DirectDebitPort } from '../../features/directdebit/port.ts';
import { db, table } from './dynamo.ts';
import { sized } from './item-size.ts';
import { keys } from './keys.ts';

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
    if (!Item) return undefined;
    const { PK: _pk, SK: _sk, kind: _kind, ...batch } = Item;
    return batch as DirectDebitBatch;
  },

  async deleteBatch(accountId, batchId) {
    await db().send(new DeleteCommand({ TableName: table(), Key: keys.directDebitBatch(accountId, batchId) }));
  },
};
