import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { createBuckets } from '../infra/local/buckets.ts';
import { startDynamoDbLocal } from '../infra/local/dynamodb-local.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION, useLocalEnvironment } from '../infra/local/environment.ts';
import { startGateway } from '../infra/local/gateway.ts';
import { sourceRuntime } from '../infra/local/lambda.ts';
import { ensureTable } from '../infra/local/provision.ts';
import { startSqsLocal } from '../infra/local/sqs-local.ts';
import { documentPuts } from '../shared/adapters/dynamodb/document-writes.ts';
import { db, table } from '../shared/adapters/dynamodb/dynamo.ts';
import type { Document } from '../shared/features/documents/model.ts';
import { allFunctions, operations } from '../shared/operations.ts';
import { gatewayFloor, type RecordedCall } from './gateway-floor.ts';
import { itemBytes, keyOf, transactionWriteUnits } from './item-size.ts';
import { quantile } from './rows.ts';

// The bench drives the domain directly too (accounts, bulk loads): against the emulators.

export { quantile, type Row, round, withinTarget } from './rows.ts';

export interface Bench {
  dataDir: string;
  dynamoEndpoint: string;
  /** Another table of the same emulator, made with the same schema, and a way to run work against it. */
  otherTable(name: string): Promise<<T>(work: () => Promise<T>) => Promise<T>>;
  sqsEndpoint: string;
  streamArn: string;
  baseUrl: string;
  /** Every DynamoDB call the handlers make in this process while `counting`, with its consumed capacity. */
  calls: (RecordedCall & { read: number; write: number })[];
  /**
   * On only around what a section prices: pricing a transaction reads each of its items first, so
   * it slows what it counts. Off by default, so a section times nothing counted unless it counts
   * its floor alike (recurring, reminders); the run was counted throughout until a section turned
   * it off, and `--only` ran every section counted (the stock's issue, four items more in its
   * transaction than its floor's, paid four reads more: 1.32x of its floor counted, 1.16x-1.23x not).
   */
  counting: boolean;
  /** The Scan calls of the whole run, counted or not (there must be none). */
  scans: number;
}

/** The emulators and the local API Gateway in this process, as `npm start` runs them. */
export async function startBench(): Promise<Bench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'invoicing-bench-'));
  const [dynamo, sqs] = await Promise.all([startDynamoDbLocal(dataDir, dataDir), startSqsLocal()]);
  await createBuckets(sqs.endpoint);
  useLocalEnvironment({
    tableName: 'invoicing-bench',
    dynamoEndpoint: dynamo.endpoint,
    sqsEndpoint: sqs.endpoint,
    cursorSigningKey: randomBytes(32).toString('base64'),
    outboxDir: join(dataDir, 'outbox'),
    retrySchedule: '1,1',
    publicBaseUrl: 'http://bench',
    quiet: true,
  });
  const admin = new DynamoDBClient({ endpoint: dynamo.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const table = await ensureTable(admin, 'invoicing-bench');
  const calls: Bench['calls'] = [];
  const bench = { counting: false, scans: 0 } as Bench;
  // The stored items a transaction writes or checks, read apart (not counted) to price it.
  const reader = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: dynamo.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS }),
  );
  // Count every call and what it consumed: the same client the handlers use.
  db().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'ScanCommand') bench.scans += 1;
      if (!bench.counting) return next(args);
      const input = args.input as Record<string, unknown>;
      input.ReturnConsumedCapacity = 'TOTAL';
      const transaction =
        context.commandName === 'TransactWriteItemsCommand'
          ? await storedSizes(reader, input.TransactItems as Parameters<typeof transactionWriteUnits>[0])
          : undefined;
      const out = await next(args).catch((error: unknown) => {
        // A refused conditional write (an idempotent replay's) still costs its unit.
        const isRead = ['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand'].includes(
          context.commandName as string,
        );
        calls.push({
          command: String(context.commandName).replace('Command', ''),
          input: structuredClone(input),
          read: 0,
          write: isRead ? 0 : 1,
          failed: true,
        });
        throw error;
      });
      const consumed = [(out.output as { ConsumedCapacity?: unknown }).ConsumedCapacity].flat().filter(Boolean) as {
        ReadCapacityUnits?: number;
        WriteCapacityUnits?: number;
        CapacityUnits?: number;
      }[];
      const read = consumed.reduce((s, c) => s + (c.ReadCapacityUnits ?? 0), 0);
      const write = consumed.reduce((s, c) => s + (c.WriteCapacityUnits ?? 0), 0);
      const total = consumed.reduce((s, c) => s + (c.CapacityUnits ?? 0), 0);
      const isRead = ['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand'].includes(context.commandName as string);
      calls.push({
        command: String(context.commandName).replace('Command', ''),
        input: structuredClone(input),
        read: read || (isRead ? total : 0),
        // DynamoDB Local reports 2 units for most transactions: priced from their items instead.
        write: transaction ? transaction() : write || (isRead ? 0 : total),
      });
      return out;
    },
    { step: 'initialize', name: 'benchCounter' },
  );
  const { baseUrl } = await startGateway(
    [...operations, gatewayFloor],
    sourceRuntime([...allFunctions, gatewayFloor]),
    0,
    '127.0.0.1',
  );
  return Object.assign(bench, {
    dataDir,
    dynamoEndpoint: dynamo.endpoint,
    async otherTable(name: string) {
      // No stream: nothing reads one, and a new stream is slow to write once the run has filled the emulator's file.
      await ensureTable(admin, `invoicing-bench-${name}`, { stream: false });
      // The stores name their table at each call (config.tableName): nothing else runs while a section does.
      return async <T>(work: () => Promise<T>) => {
        const own = process.env.TABLE_NAME;
        process.env.TABLE_NAME = `invoicing-bench-${name}`;
        try {
          return await work();
        } finally {
          process.env.TABLE_NAME = own;
        }
      };
    },
    sqsEndpoint: sqs.endpoint,
    streamArn: table.LatestStreamArn!,
    baseUrl,
    calls,
  });
}

/** A transaction's write units as DynamoDB bills them, with the sizes of the stored items it touches read beforehand. */
async function storedSizes(reader: DynamoDBDocumentClient, actions: Parameters<typeof transactionWriteUnits>[0]) {
  const sizes = new Map<object, number>();
  await Promise.all(
    actions.map(async (action) => {
      const { Item } = await reader.send(
        new GetCommand({ TableName: table(), Key: keyOf(action), ConsistentRead: true }),
      );
      sizes.set(action, Item ? itemBytes(Item) : 0);
    }),
  );
  return () => transactionWriteUnits(actions, (action) => sizes.get(action) ?? 0);
}

export async function request(
  bench: Bench,
  token: string,
  method: string,
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(bench.baseUrl + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return { status: res.status, text, headers: res.headers };
}

/** A French seller whose profile makes complete e-invoices: the e-invoice and overhead sections use it. */
export const benchSeller = {
  LegalName: 'Atelier Exemple SAS',
  Address1: '12 rue de Rivoli',
  City: 'Paris',
  ZIPCode: '75004',
  Country: 'FR',
  VATIntra: 'FR40303265045',
  IBAN: 'FR7630006000011234567890189',
};

/** Documents loaded straight into the table, with the items a create writes beside them (the PaymentReference pointer). */
export const loadDocuments = (docs: Document[]) =>
  load(
    docs.flatMap((doc) =>
      documentPuts({ after: doc }).map((p) => (p.item.Put as { Item: Record<string, unknown> }).Item),
    ),
  );

/** Writes items 25 to a call, a few calls at once, retrying what DynamoDB leaves unprocessed. */
export async function load(items: Record<string, unknown>[]) {
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      let pending: Record<string, unknown>[] | undefined = chunk.map((Item) => ({ PutRequest: { Item } }));
      while (pending?.length) {
        const out = await db().send(new BatchWriteCommand({ RequestItems: { [table()]: pending as never } }));
        pending = out.UnprocessedItems?.[table()] as Record<string, unknown>[] | undefined;
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/** Runs `work` over `items`, `width` at a time. */
export async function pooled<T>(items: T[], width: number, work: (item: T) => Promise<unknown>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await work(next);
    }),
  );
}

/**
 * Each side's times over `runs` rounds taken in turns (one run of each side, then the next round),
 * after `warmup` rounds untimed: what `againstFloor(..., { inTurns: true })` takes, so that the
 * machine's drift weighs on both sides alike rather than on whichever ran second. A side is given
 * its round (warm-up rounds counted), for work that takes a new record each run.
 */
export async function timedInTurns<Side extends string>(
  runs: number,
  warmup: number,
  sides: Record<Side, (round: number) => Promise<unknown>>,
): Promise<Record<Side, number[]>> {
  const names = Object.keys(sides) as Side[];
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Side, number[]>;
  for (let round = 0; round < warmup + runs; round += 1)
    for (const name of names) {
      const started = performance.now();
      await sides[name](round);
      if (round >= warmup) times[name].push(performance.now() - started);
    }
  return times;
}

/** p50 of `n` runs in ms, and the highest heap the runs reached above where they started (MB). */
export async function measure(
  n: number,
  run: () => Promise<unknown> | unknown,
): Promise<{ p50: number; peakMb: number }> {
  globalThis.gc?.();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  return { p50: quantile(times, 0.5), peakMb: (peak - base) / 1_048_576 };
}

/** A full garbage collection now, so the heap measured next is the work's, not what loading its data left. */
export function collectGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** Runs `run` once after a full collection, sampling the heap: its result, its time and the most heap it held above where it started (MB). */
export async function heapSampled<T>(run: () => Promise<T>): Promise<{ result: T; ms: number; peakMb: number }> {
  collectGarbage();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 20);
  const started = performance.now();
  try {
    const result = await run();
    const ms = performance.now() - started;
    // Work that never yields is not sampled while it runs: what it holds at its end counts.
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    return { result, ms, peakMb: (peak - base) / 2 ** 20 };
  } finally {
    clearInterval(sampler);
  }
}
