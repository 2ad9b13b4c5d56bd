import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord, SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { QueuePoller } from '../../infra/local/sqs-poller.ts';
import { StreamPoller } from '../../infra/local/stream-poller.ts';
import { readFailedBatch } from '../../infra/tools/stream-replay.ts';
import { db, table } from '../../shared/adapters/dynamodb/dynamo.ts';
import { eventually, holdsFor } from '../support/wait.ts';

const region = 'us-east-1';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const until = (predicate: () => boolean) => eventually(predicate);

const running: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((p) => p.stop()));
});

describe("the stream poller (Lambda's DynamoDB event source mapping)", () => {
  const streams = new DynamoDBStreamsClient({ endpoint: inject('dynamoEndpoint'), region, credentials });
  const run = `poller-${randomUUID()}`;
  const checkpointFile = join(inject('dataDir'), `${run}.json`);
  const failureFile = join(inject('dataDir'), `${run}-failures.jsonl`);
  const mine = (r: DynamoDBRecord) => (r.dynamodb?.Keys?.PK?.S ?? '').startsWith(run);

  function poller(handler: (records: DynamoDBRecord[]) => Promise<unknown>, attempts = 5) {
    const p = new StreamPoller({
      streams,
      streamArn: inject('streamArn'),
      functionName: 'test',
      checkpointFile,
      failureFile,
      attempts,
      idleMs: 50,
      handler: async (event: { Records: DynamoDBRecord[] }) => handler(event.Records),
    });
    p.start();
    running.push(p);
    return p;
  }

  it("hands over inserts, updates and removes in order, with Lambda's record shape", async () => {
    const seen: DynamoDBRecord[] = [];
    poller(async (records) => {
      seen.push(...records.filter(mine));
    });
    const Key = { PK: `${run}#a`, SK: 'X' };
    await db().send(new PutCommand({ TableName: table(), Item: { ...Key, n: 1 } }));
    await db().send(new PutCommand({ TableName: table(), Item: { ...Key, n: 2 } }));
    await db().send(new DeleteCommand({ TableName: table(), Key }));
    await until(() => seen.length >= 3);
    expect(seen.map((r) => r.eventName)).toEqual(['INSERT', 'MODIFY', 'REMOVE']);
    const [insert, modify] = seen as [DynamoDBRecord, DynamoDBRecord];
    expect(insert).toMatchObject({
      eventSource: 'aws:dynamodb',
      eventSourceARN: inject('streamArn'),
      dynamodb: { Keys: { PK: { S: Key.PK } }, NewImage: { n: { N: '1' } } },
    });
    expect(modify.dynamodb?.OldImage?.n).toEqual({ N: '1' });
    expect(typeof insert.dynamodb?.ApproximateCreationDateTime).toBe('number');
    expect(JSON.parse(readFileSync(checkpointFile, 'utf8'))).toBeTypeOf('object');
  });

  it('resumes after its checkpoint: a restarted poller hands over only what is new', async () => {
    const first: DynamoDBRecord[] = [];
    const p = poller(async (records) => {
      first.push(...records.filter(mine));
    });
    await db().send(new PutCommand({ TableName: table(), Item: { PK: `${run}#b`, SK: 'old' } }));
    await until(() => first.some((r) => r.dynamodb?.Keys?.SK?.S === 'old'));
    await p.stop();
    await db().send(new PutCommand({ TableName: table(), Item: { PK: `${run}#b`, SK: 'new' } }));
    const second: DynamoDBRecord[] = [];
    poller(async (records) => {
      second.push(...records.filter(mine));
    });
    await until(() => second.some((r) => r.dynamodb?.Keys?.SK?.S === 'new'));
    expect(second.some((r) => r.dynamodb?.Keys?.SK?.S === 'old')).toBe(false);
  });

  it('retries a failing batch from the first failed record, then sets records aside', async () => {
    const calls: string[][] = [];
    let failures = 2;
    poller(async (records) => {
      const ours = records.filter(mine);
      if (ours.length) calls.push(ours.map((r) => r.dynamodb!.Keys!.SK!.S!));
      const poison = records.find((r) => mine(r) && r.dynamodb?.Keys?.SK?.S === 'poison');
      const flaky = records.find((r) => mine(r) && r.dynamodb?.Keys?.SK?.S === 'flaky');
      if (flaky && failures-- > 0) throw new Error('flaky handler');
      return poison ? { batchItemFailures: [{ itemIdentifier: poison.dynamodb!.SequenceNumber! }] } : undefined;
    }, 3);
    await db().send(new PutCommand({ TableName: table(), Item: { PK: `${run}#c`, SK: 'flaky' } }));
    await until(() => calls.filter((c) => c.includes('flaky')).length >= 3);
    await db().send(new PutCommand({ TableName: table(), Item: { PK: `${run}#c`, SK: 'poison' } }));
    await until(() => existsSync(failureFile) && readFileSync(failureFile, 'utf8').trim() !== '');
    expect(calls.filter((c) => c.includes('flaky'))).toHaveLength(3);
    expect(calls.filter((c) => c.includes('poison'))).toHaveLength(3);
    // Set aside as Lambda's on-failure record: where the batch is in the stream, not its records.
    const [failure] = readFileSync(failureFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(failure).toMatchObject({
      version: '1.0',
      requestContext: { condition: 'RetryAttemptsExhausted', approximateInvokeCount: 3 },
      DDBStreamBatchInfo: { streamArn: inject('streamArn') },
    });
    // Other test files write to the same table meanwhile: the batch may hold their records too.
    expect(failure.DDBStreamBatchInfo.batchSize).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(failure)).not.toContain('poison');
    const records = await readFailedBatch(streams, failure.DDBStreamBatchInfo);
    expect(records).not.toBe('expired');
    expect(records).toHaveLength(failure.DDBStreamBatchInfo.batchSize);
    expect((records as DynamoDBRecord[]).filter(mine).map((r) => r.dynamodb?.Keys?.SK?.S)).toEqual(['poison']);
  });
});

describe("the queue poller (Lambda's SQS event source mapping)", () => {
  const sqs = new SQSClient({ endpoint: inject('sqsEndpoint'), region, credentials });

  async function queueWithDeadLetter(maxReceiveCount: number) {
    const name = `q-${randomUUID()}`;
    const dlq = await sqs.send(new CreateQueueCommand({ QueueName: `${name}-dlq` }));
    const dlqArn = (
      await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }))
    ).Attributes!.QueueArn!;
    const queue = await sqs.send(
      new CreateQueueCommand({
        QueueName: name,
        Attributes: {
          VisibilityTimeout: '1',
          RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount }),
        },
      }),
    );
    const arn = (
      await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queue.QueueUrl, AttributeNames: ['QueueArn'] }))
    ).Attributes!.QueueArn!;
    return { url: queue.QueueUrl!, arn, dlqUrl: dlq.QueueUrl! };
  }

  function poller(q: { url: string; arn: string }, handler: (records: SQSRecord[]) => Promise<unknown>) {
    const p = new QueuePoller({
      sqs,
      queueUrl: q.url,
      queueArn: q.arn,
      functionName: 'test',
      handler: async (e: { Records: SQSRecord[] }) => handler(e.Records),
      waitSeconds: 1,
      concurrency: 2,
    });
    p.start();
    running.push(p);
  }

  it('deletes what succeeded, receives the named failures again, and the redrive policy drops them', async () => {
    const q = await queueWithDeadLetter(2);
    const received: Record<string, number[]> = {};
    poller(q, async (records) => {
      for (const r of records) (received[r.body] ??= []).push(Number(r.attributes.ApproximateReceiveCount));
      expect(records[0]).toMatchObject({ eventSource: 'aws:sqs', eventSourceARN: q.arn });
      return {
        batchItemFailures: records.filter((r) => r.body === 'bad').map((r) => ({ itemIdentifier: r.messageId })),
      };
    });
    await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: q.url,
        Entries: ['good', 'bad', 'fine'].map((body, i) => ({ Id: String(i), MessageBody: body })),
      }),
    );
    await until(() => (received.bad?.length ?? 0) >= 2);
    const dropped = await sqs.send(new ReceiveMessageCommand({ QueueUrl: q.dlqUrl, WaitTimeSeconds: 5 }));
    expect(dropped.Messages?.map((m) => m.Body)).toEqual(['bad']);
    await holdsFor(
      () => received.good?.length === 1 && received.fine?.length === 1 && received.bad?.length === 2,
      1500,
      'no further receive',
    );
    expect(received.good).toEqual([1]);
    expect(received.fine).toEqual([1]);
    expect(received.bad).toEqual([1, 2]);
  });

  it('keeps the whole batch when the handler throws', async () => {
    const q = await queueWithDeadLetter(5);
    let calls = 0;
    poller(q, async () => {
      calls += 1;
      if (calls === 1) throw new Error('crash');
    });
    await sqs.send(new SendMessageBatchCommand({ QueueUrl: q.url, Entries: [{ Id: '1', MessageBody: 'once' }] }));
    await until(() => calls >= 2);
    await holdsFor(() => calls === 2, 1500, 'no third call');
    expect(calls).toBe(2);
  });
});
