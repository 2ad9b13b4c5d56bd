import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/environment.ts';
import { StreamPoller } from '../../infra/local/stream-poller.ts';
import { filedFailures, replayStreamFailures, type StreamBatchFailure } from '../../infra/tools/stream-replay.ts';
import { db, table } from '../../shared/adapters/dynamodb/dynamo.ts';
import { eventually } from '../support/wait.ts';

const streams = new DynamoDBStreamsClient({
  endpoint: inject('dynamoEndpoint'),
  region: LOCAL_REGION,
  credentials: LOCAL_CREDENTIALS,
});
const running: StreamPoller[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((p) => p.stop()));
});

/** A stream batch given up on by the local mapping, as its failure file has it. */
async function givenUpBatch(run: string, failureFile: string): Promise<void> {
  const poller = new StreamPoller({
    streams,
    streamArn: inject('streamArn'),
    functionName: 'test',
    checkpointFile: join(inject('dataDir'), `${run}.json`),
    failureFile,
    attempts: 2,
    idleMs: 50,
    handler: async (event: { Records: DynamoDBRecord[] }) => {
      if (event.Records.some((r) => r.dynamodb?.Keys?.PK?.S === run)) throw new Error('the worker is broken');
    },
  });
  poller.start();
  running.push(poller);
  await db().send(new PutCommand({ TableName: table(), Item: { PK: run, SK: 'lost-change', n: 1 } }));
  await eventually(() => existsSync(failureFile) && readFileSync(failureFile, 'utf8').trim() !== '');
}

describe('replaying the stream batches the mapping gave up on (admin replay-stream-failures)', () => {
  it('hands the records of each failed batch to the worker again, and takes the batch off once done', async () => {
    const run = `replay-${randomUUID()}`;
    const failureFile = join(inject('dataDir'), `${run}-failures.jsonl`);
    await givenUpBatch(run, failureFile);
    const handed: DynamoDBRecord[] = [];
    const workers: string[] = [];
    const report = await replayStreamFailures(filedFailures(failureFile), streams, async (event, failure) => {
      handed.push(...event.Records);
      workers.push(failure.requestContext.functionArn ?? '');
      return undefined;
    });
    // Handed back to the worker that gave it up (two stream workers share the failures' queue).
    expect(workers).toEqual(['arn:aws:lambda:us-east-1:000000000000:function:test']);
    // The batch holds what the table changed around it too (the tests share one table): ours is among them.
    expect(report).toMatchObject({ replayed: 1, expired: 0, failed: 0 });
    expect(report.records).toBe(handed.length);
    const ours = handed.filter((r) => r.dynamodb?.Keys?.PK?.S === run);
    expect(ours.map((r) => [r.eventName, r.dynamodb?.Keys?.SK?.S, r.dynamodb?.NewImage?.n])).toEqual([
      ['INSERT', 'lost-change', { N: '1' }],
    ]);
    expect(readFileSync(failureFile, 'utf8')).toBe('');
  });

  it('keeps a batch the worker fails again, and reports one the stream no longer holds', async () => {
    const run = `replay-${randomUUID()}`;
    const failureFile = join(inject('dataDir'), `${run}-failures.jsonl`);
    await givenUpBatch(run, failureFile);
    const failedAgain = await replayStreamFailures(filedFailures(failureFile), streams, async () => {
      throw new Error('still broken');
    });
    expect(failedAgain).toEqual({ replayed: 0, records: 0, expired: 0, failed: 1 });
    const partly = await replayStreamFailures(filedFailures(failureFile), streams, async (event) => ({
      batchItemFailures: [{ itemIdentifier: event.Records[0]!.dynamodb!.SequenceNumber! }],
    }));
    expect(partly.failed).toBe(1);
    expect(readFileSync(failureFile, 'utf8').trim().split('\n')).toHaveLength(1);

    const [kept] = readFileSync(failureFile, 'utf8').trim().split('\n');
    const gone: StreamBatchFailure = JSON.parse(kept!);
    gone.DDBStreamBatchInfo.shardId = 'shardId-00000000000000000000-gone';
    writeFileSync(failureFile, `${JSON.stringify(gone)}\n`);
    const expired = await replayStreamFailures(filedFailures(failureFile), streams, async () => undefined);
    expect(expired).toEqual({ replayed: 0, records: 0, expired: 1, failed: 0 });
    expect(readFileSync(failureFile, 'utf8').trim()).not.toBe('');
  });
});
