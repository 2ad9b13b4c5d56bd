import { DeleteCommand, NumberValue, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { aggregateId, keyOf } from '../../features/reports/contributions.ts';
import type { AggregateKey, Contribution, Totals } from '../../features/reports/model.ts';
import type { ReportsPort } from '../../features/reports/port.ts';
import { decimal } from '../../kernel/money.ts';
import { batchWriteAll } from './batch-write.ts';
import { exactDb, table } from './dynamo.ts';
import { keys } from './keys.ts';
import { prefixRange, rangeValues } from './query.ts';
import { conditional, transact } from './transactions.ts';

/** A marker outlives the stream's 24-hour retention, so no redelivery finds it gone. */
const MARKER_SECONDS = 2 * 86_400;
/** DynamoDB's most items per transaction, two kept for the markers. */
const ITEMS_PER_WRITE = 98;

/** Attributes of an aggregate item that are not totals. */
const META = new Set(['PK', 'SK', 'kind']);

const totalsOf = (item: Record<string, unknown>): Totals =>
  new Map(
    Object.entries(item)
      .filter(([name]) => !META.has(name))
      .map(([name, value]) => [name, decimal((value as NumberValue).value ?? String(value))]),
  );

/** The Update adding an item's amounts, exact: DynamoDB numbers are decimal, sent as text. */
function addition(accountId: string, key: AggregateKey, totals: Totals) {
  const names: Record<string, string> = { '#kind': 'kind' };
  const values: Record<string, unknown> = { ':kind': 'aggregate' };
  const adds = [...totals].map(([field, amount], i) => {
    names[`#f${i}`] = field;
    values[`:v${i}`] = NumberValue.from(amount.toString());
    return `#f${i} :v${i}`;
  });
  return {
    Update: {
      TableName: table(),
      Key: keys.aggregate(accountId, aggregateId(key)),
      UpdateExpression: `SET #kind = :kind ADD ${adds.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

async function queryAll(accountId: string, from: string, to: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await exactDb().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': keys.account(accountId).PK, ':from': from, ':to': to },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

const aggregateSk = (id: string) => keys.aggregate('', id).SK;
const PREFIX = aggregateSk('').length;

/** An item's key (from its sort key) and totals. */
const aggregateOf = (item: Record<string, unknown>) => ({
  key: keyOf(String(item.SK).slice(PREFIX)),
  totals: totalsOf(item),
});

/** The reports' maintained totals (docs/data-model.md): one item per aggregate, a marker per change added. */
export const reportsStore: ReportsPort = {
  async apply(accountId, changeId, delta, settles) {
    const items = [...delta.values()];
    const mark = settles && keys.aggregatePending(accountId, settles.type, settles.number, settles.version);
    if (!items.length) {
      if (mark) await exactDb().send(new DeleteCommand({ TableName: table(), Key: mark }));
      return false;
    }
    let applied = false;
    // A change too large for one transaction goes in parts, each with a marker of its own.
    for (let part = 0; part * ITEMS_PER_WRITE < items.length; part += 1) {
      const marker = {
        ...keys.aggregateApplied(accountId, part ? `${changeId}#${part}` : changeId),
        kind: 'aggregate-applied',
        expiresAt: Math.floor(Date.now() / 1000) + MARKER_SECONDS,
      };
      const slice = items.slice(part * ITEMS_PER_WRITE, (part + 1) * ITEMS_PER_WRITE);
      const written = await conditional(
        () =>
          transact([
            ...slice.map(({ key, totals }) => addition(accountId, key, totals)),
            { Put: { TableName: table(), Item: marker, ConditionExpression: 'attribute_not_exists(PK)' } },
            // The last part clears the document's mark: the totals hold the whole change.
            ...(mark && (part + 1) * ITEMS_PER_WRITE >= items.length
              ? [{ Delete: { TableName: table(), Key: mark } }]
              : []),
          ]).then(() => true),
        // The marker is there: this part was added by an earlier delivery.
        () => false,
      );
      applied ||= written;
    }
    return applied;
  },

  async pendingSince(accountId) {
    // One page of marks (a backlog of more is rare, and its earliest is then told within that page's).
    const out = await exactDb().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': keys.account(accountId).PK, ...rangeValues(keys.aggregatePendingPrefix) },
        ProjectionExpression: '#at',
        ExpressionAttributeNames: { '#at': 'at' },
        Limit: 1000,
        ConsistentRead: true,
      }),
    );
    // A mark written before marks carried their time counts as made now.
    const times = (out.Items ?? []).map((item) => Number(item.at ?? Date.now()));
    return times.length ? Math.min(...times) : undefined;
  },

  async months(accountId, from, to) {
    const items = await queryAll(accountId, aggregateSk(`M#${from}`), aggregateSk(`M#${to}`));
    return items.map(aggregateOf);
  },

  async clientMonths(accountId, from, to) {
    const items = await queryAll(accountId, aggregateSk(`C#${from}#`), aggregateSk(`C#${to}#~`));
    return items.map(aggregateOf);
  },

  async dues(accountId) {
    const items = await queryAll(accountId, aggregateSk('D#'), aggregateSk('D#~'));
    return items.map(aggregateOf);
  },

  async payables(accountId) {
    const items = await queryAll(accountId, aggregateSk('S#'), aggregateSk('S#~'));
    return items.map(aggregateOf);
  },

  async replace(accountId, totals: Contribution) {
    // The marks of changes not added yet go too: the rebuild counts every document as it is.
    const pending = prefixRange(keys.aggregatePendingPrefix);
    const old = [
      ...(await queryAll(accountId, aggregateSk(''), aggregateSk('~'))),
      ...(await queryAll(accountId, pending.from, pending.to)),
    ];
    // Old items go first, in their own batches: a rebuilt item may have the same key.
    await batchWriteAll(old.map((item) => ({ DeleteRequest: { Key: { PK: item.PK, SK: item.SK } } })));
    await batchWriteAll(
      [...totals.values()].map(({ key, totals: amounts }) => ({
        PutRequest: {
          Item: {
            ...keys.aggregate(accountId, aggregateId(key)),
            kind: 'aggregate',
            ...Object.fromEntries([...amounts].map(([field, amount]) => [field, NumberValue.from(amount.toString())])),
          },
        },
      })),
    );
  },
};
