import { readFileSync, writeFileSync } from 'node:fs';
import {
  type DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
} from '@aws-sdk/client-dynamodb-streams';
import { DeleteMessageCommand, ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { toLambdaRecord } from '../../shared/adapters/dynamodb/stream-records.ts';

/**
 * What Lambda sends to a stream mapping's on-failure destination when a batch is given up: where
 * its records are in the stream, not the records themselves (the parts this service reads).
 */
export interface StreamBatchFailure {
  version: string;
  timestamp: string;
  requestContext: { condition: string; approximateInvokeCount: number; functionArn?: string };
  DDBStreamBatchInfo: {
    shardId: string;
    startSequenceNumber: string;
    endSequenceNumber: string;
    batchSize: number;
    streamArn: string;
  };
}

/** A failed batch waiting where the mapping put it, and how to take it away once replayed. */
export interface FailedBatch {
  failure: StreamBatchFailure;
  settle(): Promise<void>;
}

/** What a replay did: batches replayed, records handed over, batches the stream no longer holds, batches that failed again. */
export interface ReplayReport {
  replayed: number;
  records: number;
  expired: number;
  failed: number;
}

/**
 * Hands a stream event to the worker whose batch it was (the failure names it: its
 * `requestContext.functionArn`): its code in this process, or the deployed function.
 */
export type StreamInvoker = (
  event: DynamoDBStreamEvent,
  failure: StreamBatchFailure,
) => Promise<{ batchItemFailures?: unknown[] } | undefined>;

const after = (a: string, b: string) => BigInt(a) > BigInt(b);

/** The records of a failed batch, read again from the stream; `expired` once the stream (24 hours) no longer has them. */
export async function readFailedBatch(
  streams: DynamoDBStreamsClient,
  info: StreamBatchFailure['DDBStreamBatchInfo'],
): Promise<DynamoDBRecord[] | 'expired'> {
  let iterator: string | undefined;
  try {
    ({ ShardIterator: iterator } = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: info.streamArn,
        ShardId: info.shardId,
        ShardIteratorType: 'AT_SEQUENCE_NUMBER',
        SequenceNumber: info.startSequenceNumber,
      }),
    ));
  } catch (error) {
    if (error instanceof TrimmedDataAccessException || (error as Error).name === 'ResourceNotFoundException')
      return 'expired';
    throw error;
  }
  const records: DynamoDBRecord[] = [];
  // A batch is at most a few hundred records of one shard: a bounded number of reads reaches its end.
  for (let reads = 0; iterator && reads < 1000; reads += 1) {
    const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
    for (const record of page.Records ?? []) {
      const sequence = record.dynamodb?.SequenceNumber ?? '0';
      if (after(sequence, info.endSequenceNumber)) return records;
      records.push(toLambdaRecord(record, info.streamArn));
    }
    if (!page.Records?.length) break;
    iterator = page.NextShardIterator;
  }
  return records;
}

/**
 * Replays the stream batches the mapping gave up on, while the stream still holds them: each
 * batch's records are read again and handed to the stream worker, whose events are made once
 * whatever was made before (their items are keyed by the change); a batch is taken off its
 * queue only once the worker took all of it. A batch past the stream's 24 hours is reported and
 * left where it is, as a record of what was lost.
 */
export async function replayStreamFailures(
  batches: AsyncIterable<FailedBatch>,
  streams: DynamoDBStreamsClient,
  invoke: StreamInvoker,
): Promise<ReplayReport> {
  const report: ReplayReport = { replayed: 0, records: 0, expired: 0, failed: 0 };
  for await (const batch of batches) {
    const records = await readFailedBatch(streams, batch.failure.DDBStreamBatchInfo);
    if (records === 'expired') {
      report.expired += 1;
      continue;
    }
    try {
      const result = await invoke({ Records: records }, batch.failure);
      if (result?.batchItemFailures?.length) {
        report.failed += 1;
        continue;
      }
    } catch {
      report.failed += 1;
      continue;
    }
    await batch.settle();
    report.replayed += 1;
    report.records += records.length;
  }
  return report;
}

/** The failed batches of an SQS on-failure destination (the deployed stack's `StreamFailures` queue). */
export async function* queuedFailures(sqs: SQSClient, queueUrl: string): AsyncIterable<FailedBatch> {
  const seen = new Set<string>();
  for (;;) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 1,
        VisibilityTimeout: 300,
      }),
    );
    const fresh = Messages.filter((m) => !seen.has(m.MessageId!));
    if (!fresh.length) return;
    for (const message of fresh) {
      seen.add(message.MessageId!);
      yield {
        failure: JSON.parse(message.Body ?? '{}') as StreamBatchFailure,
        settle: async () => {
          await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: message.ReceiptHandle }));
        },
      };
    }
  }
}

/**
 * The failed batches of the local runtime's stand-in for the on-failure destination: a file of
 * one failure record a line, kept on disk (the SQS emulator keeps nothing across a restart).
 */
export async function* filedFailures(path: string): AsyncIterable<FailedBatch> {
  let lines: string[];
  try {
    lines = readFileSync(path, 'utf8').split('\n').filter(Boolean);
  } catch {
    return;
  }
  const settled = new Set<string>();
  for (const line of lines) {
    yield {
      failure: JSON.parse(line) as StreamBatchFailure,
      settle: async () => {
        settled.add(line);
        const left = readFileSync(path, 'utf8')
          .split('\n')
          .filter((kept) => kept && !settled.has(kept));
        writeFileSync(path, left.map((kept) => `${kept}\n`).join(''));
      },
    };
  }
}
