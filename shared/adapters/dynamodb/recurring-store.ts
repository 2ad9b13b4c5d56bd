import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentEvents } from '../../features/audit/events.ts';
import type { Document, HistoryEntry } from '../../features/documents/model.ts';
import { isScheduled, type Recurring, type RecurringFilters } from '../../features/recurring/model.ts';
import type { RecurringPort } from '../../features/recurring/port.ts';
import type { StartKey } from '../../kernel/pagination.ts';
import { documentPuts, historyPut } from './document-writes.ts';
import { dueAccounts } from './due-index.ts';
import { db, table } from './dynamo.ts';
import { sized } from './item-size.ts';
import { transactJournaled } from './journal-store.ts';
import { keys } from './keys.ts';
import { type Condition, queryPage } from './query.ts';
import { changed, conditional, guardedAsChanged, taken } from './transactions.ts';
import { workMarkerItem } from './work-store.ts';

/** A profile as an item (exported for bulk loads: the benchmarks): listed while live; in the due indexes while active with a next date. */
export function recurringItem(r: Recurring) {
  const due = isScheduled(r);
  return sized(
    {
      ...keys.recurring(r.accountId, r.recurringId),
      ...(r.folder === 'active' ? keys.recurringList(r.accountId, r.recurringId) : {}),
      ...(due ? keys.recurringDue(r.accountId, r.nextDate!, r.recurringId) : {}),
      ...(due ? keys.recurringDueEverywhere(r.accountId, r.nextDate!, r.recurringId) : {}),
      kind: 'recurring',
      ...r,
    },
    'recurring profile',
  );
}

function fromItem(item: Record<string, unknown>): Recurring {
  const { PK: _pk, SK: _sk, GSI1PK, GSI1SK, GSI2PK, GSI2SK, GSI3PK, GSI3SK, kind: _kind, ...profile } = item;
  return profile as unknown as Recurring;
}

const putAt = (after: Recurring, before?: Recurring) => ({
  Put: {
    TableName: table(),
    Item: recurringItem(after),
    ConditionExpression: before ? 'version = :v' : 'attribute_not_exists(PK)',
    ...(before ? { ExpressionAttributeValues: { ':v': before.version } } : {}),
  },
});

/** Recurring profiles in DynamoDB; a run writes its invoice and moves the profile in one transaction. */
export const recurringStore: RecurringPort = {
  async insert(profile) {
    await conditional(
      () => db().send(new PutCommand(putAt(profile).Put)),
      taken(`The recurring_id "${profile.recurringId}"`),
    );
  },

  async get(accountId, recurringId) {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.recurring(accountId, recurringId), ConsistentRead: true }),
    );
    return out.Item ? fromItem(out.Item) : undefined;
  },

  async replace(before, after) {
    // The issue of the profile's last invoice moves `lastInvoice` without a new version (documents'
    // draft references): an update read before that move must not write the draft Number back.
    const { Put } = putAt(after, before);
    const lastInvoice =
      before.lastInvoice === undefined
        ? { ConditionExpression: `${Put.ConditionExpression} AND attribute_not_exists(lastInvoice)` }
        : {
            ConditionExpression: `${Put.ConditionExpression} AND lastInvoice = :last`,
            ExpressionAttributeValues: { ...Put.ExpressionAttributeValues, ':last': before.lastInvoice },
          };
    await conditional(() => db().send(new PutCommand({ ...Put, ...lastInvoice })), changed);
  },

  async list(accountId: string, filters: RecurringFilters, limit: number, start?: StartKey) {
    const conditions: Condition[] = [];
    if (filters.clientId !== undefined) conditions.push({ kind: '=', attribute: 'clientId', value: filters.clientId });
    if (filters.status) conditions.push({ kind: '=', attribute: 'status', value: filters.status });
    return queryPage(
      {
        index: 'GSI1',
        partition: { attribute: 'GSI1PK', value: keys.recurringList(accountId, '').GSI1PK },
        filters: conditions,
        limit,
        start,
        ascending: true,
      },
      fromItem,
    );
  },

  async due(accountId, today, limit) {
    const page = await queryPage(
      {
        index: 'GSI2',
        partition: { attribute: 'GSI2PK', value: keys.recurringDue(accountId, '', '').GSI2PK },
        // Every key of today's date sorts before `<today>#~`.
        sort: { attribute: 'GSI2SK', to: `${today}#~` },
        filters: [],
        limit,
        ascending: true,
      },
      fromItem,
    );
    return page.items;
  },

  dueAccounts: (before, limit) => dueAccounts('RECDUE', before, limit),

  async run(before: Recurring, after: Recurring, invoice: Document, history: HistoryEntry[], sendBy?: number) {
    // The profile moved first (another runner made this date), or the Number was taken meanwhile.
    await transactJournaled(invoice.accountId, documentEvents([{ after: invoice }]), [
      { item: putAt(after, before), refused: changed },
      ...documentPuts({ after: invoice }).map((p) => ({
        item: p.item,
        refused: taken(`The invoice Number "${invoice.General.Number}"`),
      })),
      ...guardedAsChanged(history.map(historyPut)),
      ...(sendBy === undefined
        ? []
        : guardedAsChanged([
            workMarkerItem({
              kind: 'send',
              accountId: invoice.accountId,
              ref: invoice.General.Number,
              deadline: sendBy,
            }),
          ])),
    ]);
  },
};
