/**
 * `npm start`: the whole service on one machine. DynamoDB Local and the SQS emulator as
 * children, API Gateway played by an HTTP server, and Lambda's event source mappings played
 * by pollers, a stand-in e-invoicing platform (infra/local/platform.ts), all calling the very handlers that run on AWS with the very same event shapes.
 * `INVOICING_RUNTIME=bundled` runs each function from the bundle `cdk deploy` uploads, in its
 * own process, with its template environment and IAM policy (infra/local/bundled/).
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { appendFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { allFunctions, operations, workers } from '../../shared/operations.ts';
import { createBuckets } from './buckets.ts';
import { startBundledRuntime } from './bundled/runtime.ts';
import { JsonFile } from './checkpoints.ts';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION, useLocalEnvironment } from './environment.ts';
import { startGateway } from './gateway.ts';
import { type FunctionRuntime, loadHandler, projectRoot, sourceRuntime } from './lambda.ts';
import { startLocalPlatform } from './platform.ts';
import { stopChildren } from './processes.ts';
import { startLocalProvider, storedKeys } from './provider.ts';
import { ensureDemoAccount, ensureTable, localSecrets } from './provision.ts';
import { createQueues } from './queues.ts';
import { startSqsLocal } from './sqs-local.ts';
import { stopOnSignals, superviseSqsEmulator } from './supervise.ts';
import { startWorkers, streamFailureFile, sweepAll } from './workers.ts';

const DEMO_COMPANY = 'Demo Company';
const TABLE_NAME = 'invoicing-local';

const bundled = process.env.INVOICING_RUNTIME === 'bundled';
// One line a request on the console, unless asked for quiet (`npm start -- --quiet` or INVOICING_QUIET=true).
const quiet = process.argv.includes('--quiet') || process.env.INVOICING_QUIET === 'true';
// The functions' own INFO lines (a JSON object a request) would say the same again: warnings and errors only.
process.env.POWERTOOLS_LOG_LEVEL ??= quiet ? 'ERROR' : 'WARN';
const dataDir = resolve(process.env.INVOICING_DATA_DIR || '.data');
// The emulator keeps its S3 objects and SQS messages here too, so they survive a restart or a
// crash as the table's items do.
process.env.S3_DATA_DIR = join(dataDir, 's3');
process.env.SQS_DATA_DIR = join(dataDir, 'sqs');
const logDir = join(dataDir, 'logs');
mkdirSync(logDir, { recursive: true });

/** A start-up step, said as it begins and when it is done (not when quiet): a slow machine's minute is never silent. */
async function step<T>(what: string, work: () => Promise<T>): Promise<T> {
  const began = Date.now();
  if (!quiet) process.stdout.write(`${what}...\n`);
  const done = await work();
  if (!quiet) process.stdout.write(`${what}: done in ${((Date.now() - began) / 1000).toFixed(1)} s\n`);
  return done;
}

async function main() {
  let webhookUrl: string | undefined;
  const [dynamo, sqsLocal, platform, provider] = await Promise.all([
    step('Starting DynamoDB Local', () => startDynamoDbLocal(dataDir, logDir)),
    step('Starting the SQS and S3 emulator', () => startSqsLocal()),
    step('Starting the stand-in e-invoicing platform', () =>
      startLocalPlatform(undefined, join(dataDir, 'platform-flows.json')),
    ),
    step('Starting the stand-in payment provider', () =>
      startLocalProvider(storedKeys, () => webhookUrl, join(dataDir, 'provider-state.json')),
    ),
  ]);
  const settings = {
    tableName: TABLE_NAME,
    dynamoEndpoint: dynamo.endpoint,
    sqsEndpoint: sqsLocal.endpoint,
    cursorSigningKey: localSecrets(dataDir).cursorSigningKey,
    outboxDir: join(dataDir, 'outbox'),
    retrySchedule: process.env.WEBHOOK_RETRY_SCHEDULE,
    testClocks: process.env.INVOICING_TEST_CLOCKS !== 'false',
    allowPrivate: (process.env.WEBHOOK_ALLOW_PRIVATE ?? 'true') === 'true',
    platformUrl: platform.url,
    providerUrl: provider.url,
  };
  useLocalEnvironment(settings);

  const credentials = LOCAL_CREDENTIALS;
  const table = await step('Making the table', () =>
    ensureTable(new DynamoDBClient({ endpoint: dynamo.endpoint, region: LOCAL_REGION, credentials }), TABLE_NAME),
  );
  const sqs = new SQSClient({ endpoint: sqsLocal.endpoint, region: LOCAL_REGION, credentials });
  const queues = await createQueues(sqs);
  await createBuckets(sqsLocal.endpoint);
  const demo = await ensureDemoAccount(dynamoStores, DEMO_COMPANY);
  const bundledRuntime = bundled
    ? await step('Starting the functions from their bundles', () =>
        startBundledRuntime({
          projectRoot,
          logDir,
          dynamoEndpoint: dynamo.endpoint,
          sqsEndpoint: sqsLocal.endpoint,
          tableName: TABLE_NAME,
          streamArn: table.LatestStreamArn!,
          queues,
          signingKey: settings.cursorSigningKey,
          outboxDir: settings.outboxDir,
          retrySchedule: settings.retrySchedule,
          allowPrivateCallbacks: settings.allowPrivate,
          platformUrl: platform.url,
          providerUrl: provider.url,
          operations,
          functions: allFunctions,
        }),
      )
    : undefined;
  const runtime: FunctionRuntime = bundledRuntime ?? sourceRuntime(allFunctions);
  // Load every handler now, so a broken one stops the start rather than a later request.
  if (!bundledRuntime)
    await step(`Loading ${allFunctions.length} functions`, () =>
      Promise.all(allFunctions.map((fn) => loadHandler(fn.handler))),
    );

  // The gateway listens first: notifications name its address as `system`.
  const { server, baseUrl } = await startGateway(
    operations,
    runtime,
    Number(process.env.PORT ?? 3000),
    process.env.HOST ?? '127.0.0.1',
    quiet ? undefined : (line) => process.stdout.write(`${line}\n`),
    // CI records the acceptance run's traffic and checks it against the API description (test/traffic/check.ts).
    process.env.INVOICING_RECORD_TRAFFIC
      ? (exchange) => appendFileSync(process.env.INVOICING_RECORD_TRAFFIC!, `${JSON.stringify(exchange)}\n`)
      : undefined,
  );
  process.env.PUBLIC_BASE_URL = baseUrl;
  webhookUrl = `${baseUrl}/api/provider/webhook/stripe`;
  if (bundledRuntime) {
    bundledRuntime.setApiEndpoint(baseUrl);
    await bundledRuntime.warmAll();
  }

  const running = await startWorkers(
    workers,
    { dynamoEndpoint: dynamo.endpoint, streamArn: table.LatestStreamArn!, sqs, queues, dataDir, logDir },
    runtime,
  );
  let stopping = false;
  superviseSqsEmulator(
    sqsLocal.child,
    sqsLocal.endpoint,
    () => stopping,
    async () => {
      await createQueues(sqs);
      await createBuckets(sqsLocal.endpoint);
      await sweepAll(workers, runtime);
    },
  );

  new JsonFile(join(dataDir, 'local.json'), {}).write({
    baseUrl,
    runtime: bundled ? 'bundled' : 'source',
    demo: { company: demo.company, accountId: demo.accountId, userId: demo.userId, token: demo.token },
    dynamodb: { endpoint: dynamo.endpoint, table: TABLE_NAME },
    platform: platform.url,
    provider: provider.url,
    sqs: { endpoint: sqsLocal.endpoint, queues: Object.fromEntries([...queues].map(([name, q]) => [name, q.url])) },
    // The local stand-in of the stream mapping's on-failure destination, for `admin replay-stream-failures`.
    streamFailures: Object.fromEntries(
      workers.filter((w) => w.kind === 'stream').map((w) => [w.name, streamFailureFile(dataDir, w.name)]),
    ),
    pid: process.pid,
  });
  process.stdout.write(
    `Invoicing API listening on ${baseUrl}${bundled ? ' (functions run from their bundles)' : ''}\n`,
  );

  stopOnSignals(async (reason) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${reason}: stopping\n`);
    server.close();
    server.closeAllConnections();
    await Promise.all(running.map((r) => r.stop()));
    await runtime.stop();
    await stopChildren();
    process.exit(0);
  });
}

main().catch(async (error) => {
  // The common case said plainly: another service (an `npm start` still running) holds the port.
  const busy = (error as NodeJS.ErrnoException)?.code === 'EADDRINUSE';
  process.stderr.write(
    busy
      ? `The local service could not start: port ${process.env.PORT ?? 3000} is in use (another npm start?). Stop it, or choose another with PORT=<port>.\n`
      : `The local service could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  await stopChildren(1000);
  process.exit(1);
});
