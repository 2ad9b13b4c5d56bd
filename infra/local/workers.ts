import { join } from 'node:path';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import type { SQSClient } from '@aws-sdk/client-sqs';
import { log } from '../../shared/kernel/log.ts';
import type { QueueWorker, Worker } from '../../shared/kernel/operation.ts';
import { workers as manifestWorkers } from '../../shared/operations.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './environment.ts';
import { type EventSourceSettings, type FunctionRuntime, invoke, type LambdaHandler, loadHandler } from './lambda.ts';
import type { LocalQueue } from './queues.ts';
import { QueuePoller, type QueuePollerOptions } from './sqs-poller.ts';
import { StreamPoller } from './stream-poller.ts';

/** Something running that stops on request. */
export interface Stoppable {
  stop(): Promise<void>;
}

export interface WorkerSources {
  dynamoEndpoint: string;
  streamArn: string;
  sqs: SQSClient;
  queues: ReadonlyMap<string, LocalQueue>;
  /** Stream checkpoints live here, and records set aside in `logDir`. */
  dataDir: string;
  logDir: string;
}

/** Where the local stand-in of a stream mapping's on-failure destination keeps the batches it gave up on. */
export const streamFailureFile = (dataDir: string, worker: string): string =>
  join(dataDir, `stream-${worker}-failures.jsonl`);

/** The sweep workers, asked to send again everything pending (deliveries, work): after a start the emulator holds nothing. */
export async function sweepAll(workers: readonly Worker[], runtime: FunctionRuntime): Promise<void> {
  for (const sweep of workers.filter((w) => w.kind === 'schedule' && w.requeuesLost))
    await invoke(await runtime.handlerOf(sweep.name), { all: true }, sweep.name, 60_000);
}

/**
 * Lambda's event source mappings and EventBridge's schedule, played locally: a stream poller
 * per stream worker, a queue poller per queue worker, a timer per scheduled one (after a
 * sweep of everything pending).
 */
export async function startWorkers(
  workers: readonly Worker[],
  sources: WorkerSources,
  runtime: FunctionRuntime,
): Promise<Stoppable[]> {
  const running: Stoppable[] = [];
  const streams = new DynamoDBStreamsClient({
    endpoint: sources.dynamoEndpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  for (const worker of workers) {
    const handler = await runtime.handlerOf(worker.name);
    // The template's mapping settings when the runtime runs the template; the manifest's otherwise.
    const mapping = runtime.eventSourceOf?.(worker.name) ?? {};
    if (worker.kind === 'stream') {
      const poller = new StreamPoller({
        streams,
        streamArn: sources.streamArn,
        functionName: worker.name,
        handler,
        batchSize: mapping.batchSize ?? worker.batchSize,
        ...(mapping.filter ? { filter: mapping.filter } : {}),
        checkpointFile: join(sources.dataDir, `stream-${worker.name}.json`),
        failureFile: streamFailureFile(sources.dataDir, worker.name),
      });
      poller.start();
      running.push(poller);
    } else if (worker.kind === 'schedule') {
      // EventBridge's schedule played locally: once at the start (everything pending, or missed while down), then each period.
      await invoke(handler, { all: true }, worker.name, 60_000);
      const timer = setInterval(() => {
        invoke(handler, {}, worker.name, 60_000).catch((error) =>
          log.error('scheduled worker failed', error, { function: worker.name }),
        );
      }, worker.everyMinutes * 60_000);
      running.push({ stop: async () => clearInterval(timer) });
    } else {
      const poller = queuePoller(worker, sources.sqs, sources.queues, handler, mapping);
      poller.start();
      running.push(poller);
    }
  }
  return running;
}

/**
 * A queue worker's poller: the mapping's batch size (the template's, else the manifest's), and
 * its concurrency, which Lambda runs up to the mapping's maximum and this machine four at most.
 */
function queuePoller(
  worker: QueueWorker,
  sqs: SQSClient,
  queues: ReadonlyMap<string, LocalQueue>,
  handler: LambdaHandler,
  mapping: EventSourceSettings = {},
  options: Partial<QueuePollerOptions> = {},
): QueuePoller {
  const queue = queues.get(worker.queue)!;
  return new QueuePoller({
    sqs,
    queueUrl: queue.url,
    queueArn: queue.arn,
    functionName: worker.name,
    handler,
    batchSize: mapping.batchSize ?? worker.batchSize,
    concurrency: Math.min(mapping.maxConcurrency ?? worker.maxConcurrency, 4),
    ...options,
  });
}

/**
 * The queue workers' pollers (the delivery lanes) on queues of the caller's, their handlers from
 * the sources: for the tests and the bench that drive the pipeline in their own process.
 */
export async function queueWorkerPollers(
  sqs: SQSClient,
  queues: ReadonlyMap<string, LocalQueue>,
  options: Partial<QueuePollerOptions> = {},
): Promise<QueuePoller[]> {
  const queueWorkers = manifestWorkers.filter((w): w is QueueWorker => w.kind === 'queue');
  return Promise.all(
    queueWorkers.map(async (worker) =>
      queuePoller(worker, sqs, queues, await loadHandler(worker.handler), {}, options),
    ),
  );
}
