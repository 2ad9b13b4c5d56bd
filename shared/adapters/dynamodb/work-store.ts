import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PendingWork, WorkKind } from '../../features/work/model.ts';
import type { PendingWorkPort } from '../../features/work/port.ts';
import { dueInShards } from './due-index.ts';
import { db, table } from './dynamo.ts';
import { workOfIndexKey } from './keys/work.ts';
import { keys, PENDING_SHARDS } from './keys.ts';
import { queryAllUnder } from './query.ts';
import { conditional } from './transactions.ts';

type Item = Record<string, unknown>;

const found = (item: Item): PendingWork => workOfIndexKey(String(item.GSI3SK), Number(item.workSweeps ?? 0));

/**
 * The item that holds a work's marker: the export job or the statement that records the work,
 * or, for the other kinds, a marker of its own (`alone`: cleared by deleting it).
 */
function holderOf(work: PendingWork): { PK: string; SK: string; alone: boolean } {
  if (work.kind === 'export') return { ...keys.exportJob(work.accountId, Number(work.ref)), alone: false };
  if (work.kind === 'statement') return { ...keys.bankStatement(work.accountId, Number(work.ref)), alone: false };
  return { ...keys.workMarker(work.accountId, work.kind, work.ref), alone: true };
}

/**
 * A marker of its own, to write in the same transaction as what makes the work due (a clock
 * moved, an invoice made to be e-mailed): written again, it moves the deadline on.
 */
export const workMarkerItem = (work: Pick<PendingWork, 'kind' | 'accountId' | 'ref' | 'deadline'>) => ({
  Put: {
    TableName: table(),
    Item: {
      ...keys.workMarker(work.accountId, work.kind, work.ref),
      ...keys.pendingWork(work),
      kind: 'work',
      accountId: work.accountId,
      workSweeps: 0,
    },
  },
});

/** Pending work in DynamoDB: markers in GSI3's `WORK#<shard>` partitions, on their own item or on the work's. */
export const workStore: PendingWorkPort = {
  overdue: (before, limit) => dueInShards('WORK', PENDING_SHARDS, keys.workBefore(before), limit, found),

  async postpone(work, deadline) {
    const { PK, SK } = holderOf(work);
    return conditional(
      async () => {
        await db().send(
          new UpdateCommand({
            TableName: table(),
            Key: { PK, SK },
            UpdateExpression: 'SET GSI3SK = :next, workSweeps = :sweeps',
            ConditionExpression: 'GSI3SK = :read',
            ExpressionAttributeValues: {
              ':read': keys.pendingWork(work).GSI3SK,
              ':next': keys.pendingWork({ ...work, deadline }).GSI3SK,
              ':sweeps': work.sweeps + 1,
            },
          }),
        );
        return true;
      },
      () => false,
    );
  },

  async settle(work) {
    const { PK, SK, alone } = holderOf(work);
    const condition = {
      ConditionExpression: 'GSI3SK = :read',
      ExpressionAttributeValues: { ':read': keys.pendingWork(work).GSI3SK },
    };
    await conditional(
      () =>
        db().send(
          alone
            ? new DeleteCommand({ TableName: table(), Key: { PK, SK }, ...condition })
            : new UpdateCommand({
                TableName: table(),
                Key: { PK, SK },
                UpdateExpression: 'REMOVE GSI3PK, GSI3SK, workSweeps',
                ...condition,
              }),
        ),
      () => undefined,
    );
  },

  async mark(work) {
    await db().send(new PutCommand(workMarkerItem(work).Put));
  },

  async clear(accountId, kind, ref) {
    await db().send(new DeleteCommand({ TableName: table(), Key: keys.workMarker(accountId, kind, ref) }));
  },

  ofAccount: (accountId: string, kind: WorkKind) =>
    queryAllUnder(keys.account(accountId).PK, keys.workMarkerPrefix(kind), found),
};
