/**
 * `npm start`: the whole service on one machine. DynamoDB Local and the SQS emulator as
 * children, API Gateway played by an HTTP server, and Lambda's event source mappings played
 * by pollers, all calling the very handlers that run on AWS with the very same event shapes.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { createAccount, renewOwnerToken } from '../../shared/accounts/service.ts';
import { installAwsPorts } from '../../shared/store/ports.ts';
import { ApiError } from '../../shared/errors.ts';
import { operations, workers } from '../../shared/operations.ts';
import { queueUrlVariable } from '../../shared/config.ts';
import { queueDesign } from '../../shared/queue-design.ts';
import { JsonFile } from './checkpoints.ts';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { startGateway } from './gateway.ts';
import { invoke, loadHandler } from './lambda.ts';
import { log } from '../../shared/log.ts';
import { stopChildren } from './processes.ts';
import { ensureTable } from './provision.ts';
import { QueuePoller } from './sqs-poller.ts';
import { startSqsLocal } from './sqs-local.ts';
import { StreamPoller } from './stream-poller.ts';

const DEMO_COMPANY = 'Demo Company';
const TABLE_NAME = 'invoicing-local';
const region = 'us-east-1';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

const dataDir = resolve(process.env.INVOICING_DATA_DIR || '.data');
const logDir = join(dataDir, 'logs');
mkdirSync(logDir, { recursive: true });

/** Secrets of this data folder, made on its first start and kept beside the data. */
function localSecrets(): { cursorSigningKey: string } {
  const file = new JsonFile<{ cursorSigningKey?: string }>(join(dataDir, 'secrets.json'), {});
  const secrets = file.read();
  if (!secrets.cursorSigningKey) {
    secrets.cursorSigningKey = randomBytes(32).toString('base64');
    file.write(secrets);
  }
  return { cursorSigningKey: secrets.cursorSigningKey };
}

async function ensureDemoAccount() {
  try {
    return await createAccount(DEMO_COMPANY);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return renewOwnerToken(DEMO_COMPANY);
    throw error;
  }
}

async function main() {
  installAwsPorts();
  const [dynamo, sqsLocal] = await Promise.all([startDynamoDbLocal(dataDir, logDir), startSqsLocal()]);

  // What a deployed function finds in its environment, pointed at the emulators.
  Object.assign(process.env, {
    AWS_REGION: region,
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    TABLE_NAME,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    SQS_ENDPOINT: sqsLocal.endpoint,
    CURSOR_SIGNING_KEY: localSecrets().cursorSigningKey,
    WEBHOOK_RETRY_SCHEDULE: process.env.WEBHOOK_RETRY_SCHEDULE ?? '60,300,1800,7200,21600,43200',
    WEBHOOK_ALLOW_PRIVATE: process.env.WEBHOOK_ALLOW_PRIVATE ?? 'true',
    OUTBOX_DIR: join(dataDir, 'outbox'),
    // Metrics are CloudWatch's business; locally they would only crowd the console.
    POWERTOOLS_METRICS_DISABLED: 'true',
  });

  const dynamoClient = new DynamoDBClient({ endpoint: dynamo.endpoint, region, credentials });
  const sqs = new SQSClient({ endpoint: sqsLocal.endpoint, region, credentials });
  const table = await ensureTable(dynamoClient, TABLE_NAME);

  const queues = new Map<string, { url: string; arn: string }>();
  /** Creates the queues of the design (again, after the emulator restarted: it keeps nothing). */
  const createQueues = async () => {
    for (const queue of queueDesign()) {
      // Dead-letter queues come first in the design, so their ARN is known here.
      const attributes: Record<string, string> = { VisibilityTimeout: String(queue.visibilityTimeoutSeconds), MessageRetentionPeriod: String(queue.retentionSeconds) };
      if (queue.deadLetter) {
        attributes.RedrivePolicy = JSON.stringify({ deadLetterTargetArn: queues.get(queue.deadLetter.queue)!.arn, maxReceiveCount: queue.deadLetter.maxReceiveCount });
      }
      const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: queue.name, Attributes: attributes }));
      const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['QueueArn'] }));
      queues.set(queue.name, { url: QueueUrl!, arn: Attributes!.QueueArn! });
      process.env[queueUrlVariable(queue.name)] = QueueUrl;
    }
  };
  await createQueues();

  const demo = await ensureDemoAccount();
  // Load every handler now, so a broken one stops the start rather than a later request.
  await Promise.all([...operations, ...workers].map((op) => loadHandler(op.handler)));

  // The gateway listens first: notifications name its address as `system`.
  const { server, baseUrl } = await startGateway(operations, Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1');
  process.env.PUBLIC_BASE_URL = baseUrl;

  /** The sweep worker, asked to send again every pending delivery: after a start, the emulator holds nothing. */
  const sweep = workers.find((w) => w.kind === 'schedule');
  const sweepAll = async () => {
    if (sweep) await invoke(await loadHandler(sweep.handler), { all: true }, sweep.name, 60_000);
  };

  const pollers: { stop(): Promise<void> }[] = [];
  const streams = new DynamoDBStreamsClient({ endpoint: dynamo.endpoint, region, credentials });
  for (const worker of workers) {
    const handler = await loadHandler(worker.handler);
    if (worker.kind === 'stream') {
      const poller = new StreamPoller({
        streams,
        streamArn: table.LatestStreamArn!,
        functionName: worker.name,
        handler,
        batchSize: worker.batchSize,
        checkpointFile: join(dataDir, `stream-${worker.name}.json`),
        failureFile: join(logDir, `stream-${worker.name}-failures.jsonl`),
      });
      poller.start();
      pollers.push(poller);
    } else if (worker.kind === 'schedule') {
      // EventBridge's schedule, after a sweep of everything pending.
      await sweepAll();
      const timer = setInterval(() => {
        invoke(handler, {}, worker.name, 60_000).catch((error) => log.error('scheduled worker failed', error, { function: worker.name }));
      }, worker.everyMinutes * 60_000);
      pollers.push({ stop: async () => clearInterval(timer) });
    } else {
      const queue = queues.get(worker.queue)!;
      const poller = new QueuePoller({ sqs, queueUrl: queue.url, queueArn: queue.arn, functionName: worker.name, handler, batchSize: worker.batchSize });
      poller.start();
      pollers.push(poller);
    }
  }

  // The SQS emulator is a process of its own: should it die, it comes back on the same port,
  // its queues are made again, and what it held is sent again from the delivery records.
  let stopping = false;
  const supervise = (child: typeof sqsLocal.child) => child.once('exit', async () => {
    // A signal to the whole group reaches the emulator too: give our own handler the moment to say so.
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (stopping) return;
    log.warn('the SQS emulator exited; starting it again');
    try {
      const again = await startSqsLocal(Number(new URL(sqsLocal.endpoint).port));
      supervise(again.child);
      await createQueues();
      await sweepAll();
    } catch (error) {
      log.error('the SQS emulator could not be started again', error);
    }
  });
  supervise(sqsLocal.child);

  new JsonFile(join(dataDir, 'local.json'), {}).write({
    baseUrl,
    demo: { company: demo.company, accountId: demo.accountId, userId: demo.userId, token: demo.token },
    dynamodb: { endpoint: dynamo.endpoint, table: TABLE_NAME },
    sqs: { endpoint: sqsLocal.endpoint },
    pid: process.pid,
  });
  process.stdout.write(`Invoicing API listening on ${baseUrl}\n`);

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: stopping\n`);
    server.close();
    server.closeAllConnections();
    await Promise.all(pollers.map((p) => p.stop()));
    await stopChildren();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // npm may go without passing its signal on; a service whose parent is gone stops too.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void stop('parent exited');
  }, 1000).unref();
}

main().catch(async (error) => {
  process.stderr.write(`The local service could not start: ${error instanceof Error ? error.stack : String(error)}\n`);
  await stopChildren(1000);
  process.exit(1);
});
