import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import type { TestProject } from 'vitest/node';
import { createBuckets } from '../../infra/local/buckets.ts';
import { startDynamoDbLocal } from '../../infra/local/dynamodb-local.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/environment.ts';
import { stopChildren } from '../../infra/local/processes.ts';
import { ensureTable } from '../../infra/local/provision.ts';
import { createQueues } from '../../infra/local/queues.ts';
import { startSqsLocal } from '../../infra/local/sqs-local.ts';
import { queueUrlVariable } from '../../shared/kernel/config.ts';

export const TEST_TABLE = 'invoicing-test';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    sqsEndpoint: string;
    streamArn: string;
    dataDir: string;
    /** The service's queues, by name: every test file's functions can send (a file that reads them makes its own). */
    queueUrls: Record<string, string>;
  }
}

/** Real emulators for the whole run: DynamoDB Local (Java) and the SQS emulator. */
export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = mkdtempSync(join(tmpdir(), 'invoicing-test-'));
  const [dynamo, sqs] = await Promise.all([startDynamoDbLocal(dataDir, dataDir), startSqsLocal()]);
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const table = await ensureTable(client, TEST_TABLE);
  client.destroy();
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('sqsEndpoint', sqs.endpoint);
  project.provide('streamArn', table.LatestStreamArn!);
  project.provide('dataDir', dataDir);
  const sqsClient = new SQSClient({ endpoint: sqs.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const queues = await createQueues(sqsClient, '-shared');
  await createBuckets(sqs.endpoint);
  sqsClient.destroy();
  // createQueues gives this process their URLs; the unit project's workers must not inherit them.
  for (const name of queues.keys()) delete process.env[queueUrlVariable(name)];
  project.provide('queueUrls', Object.fromEntries([...queues].map(([name, queue]) => [name, queue.url])));
  return async () => {
    await stopChildren();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
