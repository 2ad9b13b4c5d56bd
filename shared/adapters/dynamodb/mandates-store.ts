import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Mandate } from '../../features/mandates/model.ts';
import type { MandatesPort } from '../../features/mandates/port.ts';
import { db, table } from './dynamo.ts';
import { sized } from './item-size.ts';
import { keys } from './keys.ts';
import { queryPage } from './query.ts';
import { changed, putAtVersion, transactGuarded } from './transactions.ts';

const mandateItem = (m: Mandate) =>
  sized(
    { ...keys.mandate(m.accountId, m.mandateId), ...keys.mandateList(m.accountId, m.mandateId), kind: 'mandate', ...m },
    'mandate',
  );

function fromItem(item: Record<string, unknown>): Mandate {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g2, kind: _kind, ...mandate } = item;
  return mandate as unknown as Mandate;
}

/** The pointer that makes a mandate its client's active one. */
const activeItem = (m: Mandate) => ({
  ...keys.activeMandate(m.accountId, m.clientId),
  kind: 'activeMandate',
  mandateId: m.mandateId,
});

/** SEPA Direct Debit mandates in DynamoDB (docs/data-model.md), with each client's active one pointed at. */
export const mandatesStore: MandatesPort = {
  insert: (m) =>
    transactGuarded([
      {
        item: { Put: { TableName: table(), Item: mandateItem(m), ConditionExpression: 'attribute_not_exists(PK)' } },
        refused: changed,
      },
      // The latest mandate a client signed is the one collected under.
      { item: { Put: { TableName: table(), Item: activeItem(m) } }, refused: changed },
    ]),

  async get(accountId, mandateId) {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.mandate(accountId, mandateId), ConsistentRead: true }),
    );
    return out.Item ? fromItem(out.Item) : undefined;
  },

  replace: (before, after) => transactGuarded([putAtVersion(mandateItem(after), before.version)]),

  list: (accountId, limit, start) =>
    queryPage(
      {
        index: 'GSI1',
        partition: { attribute: 'GSI1PK', value: keys.mandateList(accountId, 0).GSI1PK },
        filters: [],
        limit,
        start,
        ascending: true,
      },
      fromItem,
    ),

  // The pointer names the client's latest mandate; revoked, it leaves the client without one.
  async activeFor(accountId, clientId) {
    const pointer = await db().send(
      new GetCommand({ TableName: table(), Key: keys.activeMandate(accountId, clientId), ConsistentRead: true }),
    );
    const mandateId = pointer.Item?.mandateId;
    if (typeof mandateId !== 'number') return undefined;
    const mandate = await mandatesStore.get(accountId, mandateId);
    return mandate?.Status === 'active' ? mandate : undefined;
  },
};
