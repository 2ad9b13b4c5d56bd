import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { claimsOf, type Supplier } from '../../features/suppliers/model.ts';
import type { SuppliersPort } from '../../features/suppliers/port.ts';
import { db, table } from './dynamo.ts';
import { sized } from './item-size.ts';
import { keys } from './keys.ts';
import { type Condition, queryPage } from './query.ts';
import { changed, type Guarded, putAtVersion, taken, transactGuarded } from './transactions.ts';

/** A supplier as the table holds it (the bench loads them straight in). */
export function supplierItem(s: Supplier) {
  return sized(
    {
      ...keys.supplier(s.accountId, s.supplierId),
      ...keys.supplierList(s.accountId, s.supplierId),
      kind: 'supplier',
      ...s,
      // A lower-cased copy for the case-insensitive name filter.
      s_name: s.Name.toLowerCase(),
    },
    'supplier',
  );
}

function fromItem(item: Record<string, unknown>): Supplier {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g2, kind: _kind, s_name: _n, ...supplier } = item;
  return supplier as unknown as Supplier;
}

const claimList = (s: Supplier) =>
  (['siren', 'vat'] as const).flatMap((kind) => {
    const value = claimsOf(s)[kind];
    return value ? [{ kind, value, key: keys.supplierClaim(s.accountId, kind, value) }] : [];
  });

/** The claims `after` takes that `before` did not hold, and those it lets go. */
function claimChanges(before: Supplier | undefined, after: Supplier | undefined): Guarded[] {
  const held = new Set((before ? claimList(before) : []).map((c) => c.key.SK));
  const kept = new Set((after ? claimList(after) : []).map((c) => c.key.SK));
  const what = 'Its SIREN or VAT number';
  return [
    ...(after ? claimList(after) : [])
      .filter((c) => !held.has(c.key.SK))
      .map((c) => ({
        item: {
          Put: {
            TableName: table(),
            Item: { ...c.key, kind: 'supplierClaim', supplierId: after!.supplierId },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        refused: taken(what),
      })),
    ...(before ? claimList(before) : [])
      .filter((c) => !kept.has(c.key.SK))
      .map((c) => ({ item: { Delete: { TableName: table(), Key: c.key } }, refused: changed })),
  ];
}

/** Suppliers in DynamoDB (docs/data-model.md), with an item per SIREN and VAT number they hold. */
export const suppliersStore: SuppliersPort = {
  insert: (s) =>
    transactGuarded([
      {
        item: { Put: { TableName: table(), Item: supplierItem(s), ConditionExpression: 'attribute_not_exists(PK)' } },
        refused: changed,
      },
      ...claimChanges(undefined, s),
    ]),

  async get(accountId, supplierId) {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.supplier(accountId, supplierId), ConsistentRead: true }),
    );
    return out.Item ? fromItem(out.Item) : undefined;
  },

  replace: (before, after) =>
    transactGuarded([putAtVersion(supplierItem(after), before.version), ...claimChanges(before, after)]),

  remove: (before) =>
    transactGuarded([
      {
        item: {
          Delete: {
            TableName: table(),
            Key: keys.supplier(before.accountId, before.supplierId),
            // A purchase that named it since bumped its version.
            ConditionExpression: 'version = :v AND purchases = :none',
            ExpressionAttributeValues: { ':v': before.version, ':none': 0 },
          },
        },
        refused: changed,
      },
      ...claimChanges(before, undefined),
    ]),

  list(accountId, filters, limit, start) {
    const conditions: Condition[] = filters.name
      ? [{ kind: 'contains', attribute: 's_name', value: filters.name.toLowerCase() }]
      : [];
    return queryPage(
      {
        index: 'GSI1',
        partition: { attribute: 'GSI1PK', value: keys.supplierList(accountId, 0).GSI1PK },
        filters: conditions,
        limit,
        start,
        ascending: true,
      },
      fromItem,
    );
  },

  async byClaim(accountId, kind, value) {
    const claim = await db().send(
      new GetCommand({ TableName: table(), Key: keys.supplierClaim(accountId, kind, value), ConsistentRead: true }),
    );
    const supplierId = claim.Item?.supplierId;
    return typeof supplierId === 'number' ? suppliersStore.get(accountId, supplierId) : undefined;
  },
};
