import { appendFileSync } from 'node:fs';
import {
  DescribeStreamCommand,
  type DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type Shard,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { toLambdaRecord } from '../../shared/adapters/dynamodb/stream-records.ts';
import { log } from '../../shared/kernel/log.ts';
import type { StreamBatchFailure } from '../tools/stream-replay.ts';
import { JsonFile } from './checkpoints.ts';
import { localArn } from './environment.ts';
import { invoke, type LambdaHandler } from './lambda.ts';

type Positions = Record<string, { after?: string; closed?: boolean }>;

export interface StreamPollerOptions {
  streams: DynamoDBStreamsClient;
  streamArn: string;
  functionName: string;
  handler: LambdaHandler;
  /** Where the position in each shard is kept, so a restart resumes after the last success. */
  checkpointFile: string;
  /**
   * Where a batch goes after its last failed attempt, as Lambda's on-failure record (its position
   * in the stream, not its records): the local stand-in for the mapping's on-failure destination,
   * a file kept on disk, which `npm run admin -- replay-stream-failures` replays.
   */
  failureFile: string;
  batchSize?: number;
  /** Lambda's event filter: records it does not match are passed over, never handed to the function. */
  filter?: (record: DynamoDBRecord) => boolean;
  /** Attempts per batch before its records are set aside (the mapping's bounded retries). */
  attempts?: number;
  timeoutMs?: number;
  idleMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Plays Lambda's DynamoDB-stream event source mapping: reads every shard in order, calls the
 * handler with batches, honours `batchItemFailures`, retries a failing batch a bounded number
 * of times, and checkpoints after each success.
 */
export class StreamPoller {
  private running = false;
  private loop: Promise<void> | undefined;
  private readonly positions: JsonFile<Positions>;
  private readonly iterators = new Map<string, string>();

  constructor(private readonly options: StreamPollerOptions) {
    this.positions = new JsonFile(options.checkpointFile, {});
  }

  start(): void {
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        const busy = await this.pollOnce();
        if (!busy) await pause(this.options.idleMs ?? 250);
      } catch (error) {
        log.error('stream poller: polling failed', error, { function: this.options.functionName });
        this.iterators.clear();
        await pause(1000);
      }
    }
  }

  private async shards(): Promise<Shard[]> {
    const shards: Shard[] = [];
    let start: string | undefined;
    do {
      const out = await this.options.streams.send(
        new DescribeStreamCommand({ StreamArn: this.options.streamArn, ExclusiveStartShardId: start }),
      );
      shards.push(...(out.StreamDescription?.Shards ?? []));
      start = out.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return shards;
  }

  /** One pass over the open shards; true when it handled any record. */
  private async pollOnce(): Promise<boolean> {
    const positions = this.positions.read();
    const shards = await this.shards();
    const known = new Set(shards.map((s) => s.ShardId));
    let busy = false;
    for (const shard of shards) {
      const id = shard.ShardId!;
      if (positions[id]?.closed) continue;
      // A child shard waits until its parent is read to the end, keeping each item's order.
      const parent = shard.ParentShardId;
      if (parent && known.has(parent) && !positions[parent]?.closed) continue;
      busy = (await this.pollShard(id, positions)) || busy;
    }
    return busy;
  }

  private async iterator(shardId: string, after: string | undefined): Promise<string | undefined> {
    const cached = this.iterators.get(shardId);
    if (cached) return cached;
    const ask = (type: 'AFTER_SEQUENCE_NUMBER' | 'TRIM_HORIZON') =>
      this.options.streams.send(
        new GetShardIteratorCommand({
          StreamArn: this.options.streamArn,
          ShardId: shardId,
          ShardIteratorType: type,
          ...(type === 'AFTER_SEQUENCE_NUMBER' ? { SequenceNumber: after } : {}),
        }),
      );
    // A checkpoint older than the stream's retention falls back to the oldest record kept.
    const out = after ? await ask('AFTER_SEQUENCE_NUMBER').catch(() => ask('TRIM_HORIZON')) : await ask('TRIM_HORIZON');
    return out.ShardIterator;
  }

  private async pollShard(shardId: string, positions: Positions): Promise<boolean> {
    const iterator = await this.iterator(shardId, positions[shardId]?.after);
    if (!iterator) {
      this.close(shardId, positions);
      return false;
    }
    const out = await this.options.streams.send(
      new GetRecordsCommand({ ShardIterator: iterator, Limit: this.options.batchSize ?? 100 }),
    );
    const records = out.Records ?? [];
    const { filter } = this.options;
    const wanted = filter ? records.filter((r) => filter(toLambdaRecord(r, this.options.streamArn))) : records;
    if (wanted.length) await this.deliver(shardId, wanted, positions);
    // Every record of the batch is handled now (or set aside), those the filter passed over too.
    if (wanted.length < records.length) this.checkpoint(shardId, records.at(-1)?.dynamodb?.SequenceNumber, positions);
    if (out.NextShardIterator) this.iterators.set(shardId, out.NextShardIterator);
    else this.close(shardId, positions);
    return records.length > 0;
  }

  private close(shardId: string, positions: Positions) {
    this.iterators.delete(shardId);
    positions[shardId] = { ...positions[shardId], closed: true };
    this.positions.write(positions);
  }

  private checkpoint(shardId: string, sequenceNumber: string | undefined, positions: Positions) {
    if (!sequenceNumber) return;
    positions[shardId] = { after: sequenceNumber };
    this.positions.write(positions);
  }

  private async deliver(shardId: string, records: StreamRecord[], positions: Positions): Promise<void> {
    const attempts = this.options.attempts ?? 5;
    let pending = records;
    for (let attempt = 1; pending.length; attempt += 1) {
      const event: DynamoDBStreamEvent = { Records: pending.map((r) => toLambdaRecord(r, this.options.streamArn)) };
      let failedFrom = 0;
      try {
        const result = await invoke<{ batchItemFailures?: { itemIdentifier: string }[] } | undefined>(
          this.options.handler,
          event,
          this.options.functionName,
          this.options.timeoutMs ?? 60_000,
        );
        const failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
        failedFrom = failed.size ? pending.findIndex((r) => failed.has(r.dynamodb?.SequenceNumber ?? '')) : -1;
        if (failedFrom === -1) failedFrom = failed.size ? 0 : pending.length;
      } catch (error) {
        log.error('stream poller: the handler failed', error, { function: this.options.functionName, attempt });
      }
      // Everything before the first failure is done; the rest is tried again.
      if (failedFrom > 0) this.checkpoint(shardId, pending[failedFrom - 1]!.dynamodb?.SequenceNumber, positions);
      pending = pending.slice(failedFrom);
      if (!pending.length) return;
      if (attempt >= attempts) {
        const failure: StreamBatchFailure = {
          version: '1.0',
          timestamp: new Date().toISOString(),
          // As Lambda names it: the replay hands the batch back to this function.
          requestContext: {
            condition: 'RetryAttemptsExhausted',
            approximateInvokeCount: attempt,
            functionArn: localArn('lambda', `function:${this.options.functionName}`),
          },
          DDBStreamBatchInfo: {
            shardId,
            startSequenceNumber: pending[0]!.dynamodb!.SequenceNumber!,
            endSequenceNumber: pending[pending.length - 1]!.dynamodb!.SequenceNumber!,
            batchSize: pending.length,
            streamArn: this.options.streamArn,
          },
        };
        appendFileSync(this.options.failureFile, `${JSON.stringify(failure)}\n`);
        log.error('stream poller: records set aside after the last attempt', undefined, {
          function: this.options.functionName,
          count: pending.length,
        });
        this.checkpoint(shardId, pending[pending.length - 1]!.dynamodb?.SequenceNumber, positions);
        return;
      }
      await pause(Math.min(200 * 2 ** attempt, 5000));
    }
  }
}
