import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { InboundMessage, StoredPlatform } from '../../features/einvoice/platform-model.ts';
import type { PlatformRecordsPort } from '../../features/einvoice/port.ts';
import { db, table } from './dynamo.ts';
import { keys } from './keys.ts';
import { queryPage } from './query.ts';
import { conditional } from './transactions.ts';

const messageOf = (item: Record<string, unknown>): InboundMessage => {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g2, kind: _kind, ...message } = item;
  return message as unknown as InboundMessage;
};

/** The account's platform settings and the lifecycle messages its platform sent, in DynamoDB (docs/data-model.md). */
export const platformStore: PlatformRecordsPort = {
  async settings(accountId) {
    const { Item } = await db().send(new GetCommand({ TableName: table(), Key: keys.platformSettings(accountId) }));
    if (!Item) return undefined;
    const { PK: _pk, SK: _sk, kind: _kind, ...settings } = Item;
    return settings as StoredPlatform;
  },

  async keepSettings(accountId, settings) {
    await db().send(
      new PutCommand({
        TableName: table(),
        Item: { ...keys.platformSettings(accountId), kind: 'platformSettings', ...settings },
      }),
    );
  },

  async removeSettings(accountId) {
    await db().send(new DeleteCommand({ TableName: table(), Key: keys.platformSettings(accountId) }));
  },

  async takeMessage(message) {
    const taken = await conditional(
      async () => {
        await db().send(
          new PutCommand({
            TableName: table(),
            Item: {
              ...keys.platformMessage(message.accountId, message.id),
              ...keys.platformMessageList(message.accountId, message.status, message.receivedAt, message.id),
              kind: 'platformMessage',
              ...message,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return true;
      },
      () => false,
    );
    if (taken) return undefined;
    const { Item } = await db().send(
      new GetCommand({
        TableName: table(),
        Key: keys.platformMessage(message.accountId, message.id),
        ConsistentRead: true,
      }),
    );
    return Item ? messageOf(Item) : undefined;
  },

  async markMessage({ accountId, id, receivedAt }, status, reason) {
    const list = keys.platformMessageList(accountId, status, receivedAt, id);
    await db().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.platformMessage(accountId, id),
        UpdateExpression: `SET #status = :status, GSI1PK = :pk, GSI1SK = :sk${reason ? ', reason = :reason' : ''}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': status,
          ':pk': list.GSI1PK,
          ':sk': list.GSI1SK,
          ...(reason ? { ':reason': reason } : {}),
        },
      }),
    );
  },

  messages(accountId, status, limit, start) {
    return queryPage(
      {
        index: 'GSI1',
        partition: { attribute: 'GSI1PK', value: keys.platformMessageList(accountId, status, 0, '').GSI1PK },
        filters: [],
        limit,
        start,
      },
      messageOf,
    );
  },
};
