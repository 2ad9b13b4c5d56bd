import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PendingWork, WorkKind } from '../../features/work/model.ts';
import type { PendingWorkPort } from '../../features/work/port.ts';
import { db, table } from './dynamo.ts';
import { workOfIndexKey } from './keys/work.ts';
import { keys, PENDING_SHARDS } from './keys.ts';
import { queryPage } from './query.ts';
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
  async overdue(before, limit) {
    const works: PendingWork[] = [];
    for (let shard = 0; shard < PENDING_SHARDS && works.length < limit; shard += 1) {
      let start: Record<string, unknown> | undefined;
      do {
        const out = await db().send(
          new QueryCommand({
            TableName: table(),
            IndexName: 'GSI3',
            KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK < :before',
            ExpressionAttributeValues: { ':pk': keys.workShard(shard), ':before': keys.workBefore(before) },
            ProjectionExpression: 'GSI3SK, workSweeps',
            ExclusiveStartKey: start,
            Limit: limit - works.length,
          }),
        );
        works.push(...(out.Items ?? []).map(found));
        start = out.LastEvaluatedKey;
      } while (start && works.length < limit);
    }
    return works;
  },

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

  async ofAccount(accountId: string, kind: WorkKind) {
    const works: PendingWork[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await queryPage(
        {
          partition: { attribute: 'PK', value: keys.account(accountId).PK },
          sort: { attribute: 'SK', prefix: keys.workMarkerPrefix(kind) },
          filters: [],
          limit: 100,
          start,
          ascending: true,
        },
        found,
      );
      works.push(...page.items);
      start = page.next;
    } while (start);
    return works;
  },
};
