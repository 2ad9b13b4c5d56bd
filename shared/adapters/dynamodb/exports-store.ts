import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ExportJob } from '../../features/exports/model.ts';
import type { ExportsPort } from '../../features/exports/port.ts';
import { db, table } from './dynamo.ts';
import { transactJournaled } from './journal-store.ts';
import { keys } from './keys.ts';
import { changed } from './transactions.ts';

/** A job is kept a month: its file is kept 7 days, and made again on demand after. */
const KEEP_SECONDS = 30 * 86_400;

const itemOf = (job: ExportJob, resumeBy?: number) => ({
  ...keys.exportJob(job.accountId, job.exportId),
  kind: 'export',
  ...job,
  expiresAt: Math.floor(job.createdAt / 1000) + KEEP_SECONDS,
  // Running: pending work, its marker in the job itself (written over by the job done or failed, which clears it).
  ...(job.status === 'running' && resumeBy !== undefined
    ? keys.pendingWork({ kind: 'export', accountId: job.accountId, ref: String(job.exportId), deadline: resumeBy })
    : {}),
});

const jobOf = (item: Record<string, unknown>): ExportJob => {
  const {
    PK: _pk,
    SK: _sk,
    kind: _kind,
    expiresAt: _expires,
    GSI3PK: _gpk,
    GSI3SK: _gsk,
    workSweeps: _sweeps,
    ...job
  } = item;
  return job as unknown as ExportJob;
};

/** Export jobs in DynamoDB, one item each, written over the version read. */
export const exportsStore: ExportsPort = {
  async create(job, resumeBy) {
    await db().send(
      new PutCommand({
        TableName: table(),
        Item: itemOf(job, resumeBy),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  },

  async get(accountId, exportId) {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.exportJob(accountId, exportId), ConsistentRead: true }),
    );
    return out.Item ? jobOf(out.Item) : undefined;
  },

  async replace(before, after, journal = [], resumeBy = undefined) {
    await transactJournaled(after.accountId, journal, [
      {
        item: {
          Put: {
            TableName: table(),
            Item: itemOf(after, resumeBy),
            ConditionExpression: 'version = :v',
            ExpressionAttributeValues: { ':v': before.version },
          },
        },
        refused: changed,
      },
    ]);
  },
};
