import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredProvider } from '../../features/online-payments/model.ts';
import type { ProviderRecordsPort } from '../../features/online-payments/port.ts';
import { db, table } from './dynamo.ts';
import { keys } from './keys.ts';

/** The account's payment provider settings in DynamoDB (docs/data-model.md): one item, its secrets sealed. */
export const providerStore: ProviderRecordsPort = {
  async settings(accountId) {
    const { Item } = await db().send(
      new GetCommand({ TableName: table(), Key: keys.providerSettings(accountId), ConsistentRead: true }),
    );
    if (!Item) return undefined;
    const { PK: _pk, SK: _sk, kind: _kind, ...settings } = Item;
    return settings as StoredProvider;
  },

  async keepSettings(accountId, settings) {
    await db().send(
      new PutCommand({
        TableName: table(),
        Item: { ...keys.providerSettings(accountId), kind: 'providerSettings', ...settings },
      }),
    );
  },
};
