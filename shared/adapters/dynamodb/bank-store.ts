import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BankEntry, EntryFilters, EntryWrite, LineClaim, Statement } from '../../features/bank-entries/model.ts';
import type { BankPort } from '../../features/bank-entries/port.ts';
import { Conflict } from '../../kernel/errors.ts';
import { batchGetAll } from './batch-get.ts';
import { db, table } from './dynamo.ts';
import { workOfIndexKey } from './keys/work.ts';
import { keys } from './keys.ts';
import { type Condition, queryPage } from './query.ts';
import { changed, conditional, type Guarded, transactGuarded } from './transactions.ts';
import { workStore } from './work-store.ts';

const claimRefused = (name: string) => (): never => {
  throw new Conflict('claimed', `"${name}" was claimed already.`);
};

/** The transaction items of an entry write: the entry (new, or over the version read) and the claim a new one takes. */
export function entryPuts(write: EntryWrite): Guarded[] {
  const { after, before, claim } = write;
  const entry: Guarded = {
    item: {
      Put: {
        TableName: table(),
        Item: { ...keys.bankEntry(after.accountId, after.entryId), kind: 'bankentry', ...after },
        ...(before
          ? { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': before.version } }
          : { ConditionExpression: 'attribute_not_exists(PK)' }),
      },
    },
    refused: changed,
  };
  if (!claim) return [entry];
  const { name, ...held } = claim;
  return [
    {
      item: {
        Put: {
          TableName: table(),
          Item: {
            ...keys.claim(after.accountId, name),
            kind: 'claim',
            accountId: after.accountId,
            ...held,
            at: Date.now(),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      refused: claimRefused(name),
    },
    entry,
  ];
}

function entryOf(item: Record<string, unknown>): BankEntry {
  const { PK: _pk, SK: _sk, kind: _kind, ...entry } = item;
  return entry as unknown as BankEntry;
}

function statementOf(item: Record<string, unknown>): Statement {
  const { PK: _pk, SK: _sk, kind: _kind, done, GSI3PK: _gpk, GSI3SK: _gsk, workSweeps: _sweeps, ...statement } = item;
  return { ...(statement as unknown as Statement), batchesDone: (done as Set<number> | undefined)?.size ?? 0 };
}

/** Bank statements, entries and the claims that import each credit once, in DynamoDB. */
export const bankStore: BankPort = {
  async createStatement(statement, resumeBy) {
    const { batchesDone: _done, ...stored } = statement;
    const { accountId, statementId } = statement;
    await db().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...keys.bankStatement(accountId, statementId),
          kind: 'bankstatement',
          ...stored,
          ...(resumeBy === undefined
            ? {}
            : keys.pendingWork({ kind: 'statement', accountId, ref: String(statementId), deadline: resumeBy })),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  },

  async statement(accountId, statementId) {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.bankStatement(accountId, statementId), ConsistentRead: true }),
    );
    return out.Item ? statementOf(out.Item) : undefined;
  },

  async countBatch(accountId, statementId, batch, counts) {
    // The batch joins the set of those done in the write that adds its counts, only if not in it yet.
    const after = await conditional(
      () =>
        db().send(
          new UpdateCommand({
            TableName: table(),
            Key: keys.bankStatement(accountId, statementId),
            UpdateExpression: 'ADD matched :m, unmatched :u, duplicates :d, done :b',
            ConditionExpression: 'attribute_exists(PK) AND NOT contains(done, :n)',
            ExpressionAttributeValues: {
              ':m': counts.matched,
              ':u': counts.unmatched,
              ':d': counts.duplicates,
              ':b': new Set([batch]),
              ':n': batch,
            },
            ReturnValues: 'ALL_NEW',
          }),
        ),
      () => undefined,
    );
    const item = after?.Attributes;
    // The last batch: the statement is no longer pending work (a crash before this, and the sweep finds it done).
    if (item?.GSI3SK !== undefined && (item.done as Set<number>).size >= Number(item.batches))
      await workStore.settle(workOfIndexKey(String(item.GSI3SK), Number(item.workSweeps ?? 0)));
  },

  async claims(accountId, names) {
    const items = await batchGetAll([...new Set(names)].map((name) => keys.claim(accountId, name)));
    const held = new Map<string, LineClaim>();
    for (const item of items) {
      const name = String(item.SK).slice('CLAIM#'.length);
      held.set(name, {
        name,
        statementId: item.statementId as number,
        position: item.position as number,
        outcome: item.outcome as LineClaim['outcome'],
      });
    }
    return held;
  },

  writeEntry: (write) => transactGuarded(entryPuts(write)),

  async entry(accountId, entryId) {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.bankEntry(accountId, entryId), ConsistentRead: true }),
    );
    return out.Item ? entryOf(out.Item) : undefined;
  },

  entries(accountId: string, filters: EntryFilters, limit: number, start) {
    const conditions: Condition[] = filters.status ? [{ kind: '=', attribute: 'status', value: filters.status }] : [];
    const range = filters.statement;
    return queryPage(
      {
        partition: { attribute: 'PK', value: keys.account(accountId).PK },
        sort: range
          ? {
              attribute: 'SK',
              from: keys.bankEntry(accountId, range.first).SK,
              to: keys.bankEntry(accountId, range.last).SK,
            }
          : { attribute: 'SK', prefix: keys.bankEntryPrefix },
        filters: conditions,
        limit,
        start,
      },
      entryOf,
    );
  },
};
