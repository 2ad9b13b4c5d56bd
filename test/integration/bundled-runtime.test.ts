import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { CreateQueueCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AwsGuard, type Caller } from '../../infra/local/bundled/aws-guard.ts';
import { FunctionProcess } from '../../infra/local/bundled/function-process.ts';
import { readStatement } from '../../infra/local/bundled/iam.ts';
import { LOCAL_CREDENTIALS, LOCAL_EXPORTS_BUCKET } from '../../infra/local/environment.ts';
import { LambdaTimeout } from '../../infra/local/lambda.ts';
import { config } from '../../shared/kernel/config.ts';

const account = '000000000000';
const tableArn = `arn:aws:dynamodb:us-east-1:${account}:table/${config.tableName}`;
const queueName = `guarded-${Date.now()}`;
const secretArn = `arn:aws:secretsmanager:us-east-1:${account}:secret:SigningKey`;
const outboxDir = mkdtempSync(join(tmpdir(), 'guard-outbox-'));

const caller = (name: string, statements: object[], hasExtension = false): Caller => ({
  name,
  roleArn: `arn:aws:sts::${account}:assumed-role/${name}Role`,
  statements: statements.map((s) => readStatement({ Effect: 'Allow', ...s })),
  hasExtension,
});
// A reader's role and a sender's role, as the template writes them.
const reader = caller('Reader', [
  { Action: ['dynamodb:GetItem', 'dynamodb:Query'], Resource: [tableArn, `${tableArn}/index/*`] },
]);
const sender = caller(
  'Sender',
  [
    { Action: 'sqs:SendMessage', Resource: `arn:aws:sqs:us-east-1:${account}:${queueName}` },
    {
      Action: ['ses:SendEmail', 'ses:SendRawEmail'],
      Resource: `arn:aws:ses:us-east-1:${account}:identity/invoices@invoicing.local`,
    },
    { Action: 'secretsmanager:GetSecretValue', Resource: secretArn },
  ],
  true,
);

// The export files' writer and the function that hands out links to them.
const exportFiles = `arn:aws:s3:::${LOCAL_EXPORTS_BUCKET}/exports/*`;
const fileWriter = caller('FileWriter', [
  { Action: ['s3:PutObject', 's3:AbortMultipartUpload'], Resource: exportFiles },
]);
const fileReader = caller('FileReader', [{ Action: 's3:GetObject', Resource: exportFiles }]);
// The reader as the stack makes it: it may list the bucket, so a missing file is 404, not 403.
const fileLister = caller('FileLister', [
  { Action: 's3:GetObject', Resource: exportFiles },
  { Action: 's3:ListBucket', Resource: `arn:aws:s3:::${LOCAL_EXPORTS_BUCKET}` },
]);

let guard: AwsGuard;
let emulatorQueueUrl: string;
const clientsOf = (who: Caller) => {
  const env = guard.credentialsFor(who);
  const options = {
    endpoint: guard.endpoint,
    region: 'us-east-1',
    maxAttempts: 1,
    credentials: {
      accessKeyId: env.AWS_ACCESS_KEY_ID!,
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY!,
      sessionToken: env.AWS_SESSION_TOKEN!,
    },
  };
  return {
    dynamo: new DynamoDBClient(options),
    sqs: new SQSClient(options),
    ses: new SESv2Client(options),
    s3: new S3Client({ ...options, forcePathStyle: true }),
    token: env.AWS_SESSION_TOKEN!,
    options,
  };
};
const outcome = (call: Promise<unknown>) =>
  call.then(
    () => 'allowed',
    (error: Error) => error.name,
  );

beforeAll(async () => {
  const emulator = new SQSClient({
    endpoint: inject('sqsEndpoint'),
    region: 'us-east-1',
    credentials: LOCAL_CREDENTIALS,
  });
  emulatorQueueUrl = (await emulator.send(new CreateQueueCommand({ QueueName: queueName }))).QueueUrl!;
  guard = new AwsGuard({
    dynamoEndpoint: inject('dynamoEndpoint'),
    sqsEndpoint: inject('sqsEndpoint'),
    queueUrls: new Map([[queueName, emulatorQueueUrl]]),
    sesIdentities: ['invoices@invoicing.local'],
    outboxDir,
    secrets: new Map([[secretArn, 'the-signing-key']]),
    s3Endpoint: inject('sqsEndpoint'),
    buckets: [LOCAL_EXPORTS_BUCKET],
  });
  await guard.start();
});
afterAll(() => guard.stop());

describe('the AWS guard of the bundled runtime', () => {
  it("passes S3 calls the role allows to the emulator's S3, pre-signed links by their signer's role, and refuses the others", async () => {
    const key = `exports/guard/${Date.now()}.csv`;
    const put = (who: Caller, Key: string) =>
      outcome(clientsOf(who).s3.send(new PutObjectCommand({ Bucket: LOCAL_EXPORTS_BUCKET, Key, Body: 'a,b\r\n' })));
    expect(await put(fileWriter, key)).toBe('allowed');
    expect(await put(fileReader, key)).toBe('AccessDenied');
    expect(await put(fileWriter, 'elsewhere.csv')).toBe('AccessDenied');
    const link = (who: Caller) =>
      getSignedUrl(clientsOf(who).s3, new GetObjectCommand({ Bucket: LOCAL_EXPORTS_BUCKET, Key: key }), {
        expiresIn: 900,
      });
    const byReader = await fetch(await link(fileReader));
    expect(byReader.status).toBe(200);
    expect(await byReader.text()).toBe('a,b\r\n');
    // Its signature checked with the signer's key: a link altered on the way is refused.
    const readerLink = await link(fileReader);
    expect(
      (await fetch(readerLink.replace(/X-Amz-Signature=(.)/, (_, c) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`)))
        .status,
    ).toBe(403);
    expect((await fetch(readerLink.replace('X-Amz-Expires=900', 'X-Amz-Expires=901'))).status).toBe(403);
    expect((await fetch(await link(fileWriter))).status).toBe(403);
    expect(guard.refusals.at(-1)).toContain('s3:GetObject');
  });

  it("takes an upload link's PUT only with the size and type it signed, by a role that may put there", async () => {
    const uploads = `arn:aws:s3:::${LOCAL_EXPORTS_BUCKET}/uploads/*`;
    const uploader = caller('Uploader', [{ Action: ['s3:GetObject', 's3:PutObject'], Resource: uploads }]);
    const Key = `uploads/guard/${Date.now()}`;
    const link = async (who: Caller) => {
      const { options } = clientsOf(who);
      // As the service signs them (shared/adapters/s3/sdk/stored-files.ts): no checksum of an empty body.
      const presigner = new S3Client({ ...options, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });
      return getSignedUrl(
        presigner,
        new PutObjectCommand({ Bucket: LOCAL_EXPORTS_BUCKET, Key, ContentType: 'application/pdf', ContentLength: 9 }),
        { expiresIn: 900, signableHeaders: new Set(['content-type', 'content-length']) },
      );
    };
    const send = async (url: string, body: string, type = 'application/pdf') =>
      (await fetch(url, { method: 'PUT', headers: { 'content-type': type }, body })).status;
    const url = await link(uploader);
    expect(url).toContain('X-Amz-SignedHeaders=content-length%3Bcontent-type%3Bhost');
    expect(await send(url, '%PDF-1.4\n!')).toBe(403);
    expect(await send(url, '%PDF-1.4\n', 'image/png')).toBe(403);
    const withToken = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf', authorization: 'Bearer a-token' },
      body: '%PDF-1.4\n',
    });
    expect(withToken.status).toBe(400);
    expect(await withToken.text()).toContain('<Code>InvalidArgument</Code>');
    expect(await send(url, '%PDF-1.4\n')).toBe(200);
    expect(await send(await link(fileWriter), '%PDF-1.4\n')).toBe(403);
  });

  it('answers a missing file 404 only to a role that may list the bucket, 403 to another, as S3 does', async () => {
    const head = (who: Caller) =>
      clientsOf(who)
        .s3.send(new HeadObjectCommand({ Bucket: LOCAL_EXPORTS_BUCKET, Key: 'exports/gone.csv' }))
        .then(
          () => 200,
          (error: { $metadata?: { httpStatusCode?: number } }) => error.$metadata?.httpStatusCode,
        );
    expect(await head(fileLister)).toBe(404);
    expect(await head(fileReader)).toBe(403);
  });

  it("passes DynamoDB calls the role allows to DynamoDB Local, and refuses the others with AWS's error", async () => {
    const { dynamo } = clientsOf(reader);
    const key = { PK: { S: 'GUARD#1' }, SK: { S: 'A' } };
    expect(await outcome(dynamo.send(new GetItemCommand({ TableName: config.tableName, Key: key })))).toBe('allowed');
    expect(
      await outcome(
        dynamo.send(
          new QueryCommand({
            TableName: config.tableName,
            IndexName: 'GSI1',
            KeyConditionExpression: 'GSI1PK = :pk',
            ExpressionAttributeValues: { ':pk': { S: 'nobody' } },
          }),
        ),
      ),
    ).toBe('allowed');
    expect(await outcome(dynamo.send(new PutItemCommand({ TableName: config.tableName, Item: key })))).toBe(
      'AccessDeniedException',
    );
    // A transaction is authorized item by item, as IAM does.
    expect(
      await outcome(
        dynamo.send(
          new TransactWriteItemsCommand({ TransactItems: [{ Put: { TableName: config.tableName, Item: key } }] }),
        ),
      ),
    ).toBe('AccessDeniedException');
    expect(guard.refusals.at(-1)).toMatch(
      /ReaderRole\/Reader is not authorized to perform: dynamodb:PutItem on resource: .*table\/invoicing-test/,
    );
    expect(await outcome(dynamo.send(new GetItemCommand({ TableName: config.tableName, Key: key })))).toBe('allowed');
  });

  it('refuses a caller it does not know', async () => {
    const stranger = new DynamoDBClient({
      endpoint: guard.endpoint,
      region: 'us-east-1',
      credentials: LOCAL_CREDENTIALS,
      maxAttempts: 1,
    });
    expect(
      await outcome(
        stranger.send(new GetItemCommand({ TableName: config.tableName, Key: { PK: { S: 'x' }, SK: { S: 'y' } } })),
      ),
    ).toBe('AccessDeniedException');
  });

  it('sends to the queues the role may send to, under queue URLs on its own endpoint', async () => {
    const functionQueueUrl = guard.queueUrlFor(queueName);
    expect(functionQueueUrl.startsWith(guard.endpoint)).toBe(true);
    expect(
      await outcome(
        clientsOf(sender).sqs.send(new SendMessageCommand({ QueueUrl: functionQueueUrl, MessageBody: 'hello' })),
      ),
    ).toBe('allowed');
    expect(
      await outcome(
        clientsOf(reader).sqs.send(new SendMessageCommand({ QueueUrl: functionQueueUrl, MessageBody: 'no' })),
      ),
    ).toBe('AccessDeniedException');
    expect(await outcome(clientsOf(sender).sqs.send(new ReceiveMessageCommand({ QueueUrl: functionQueueUrl })))).toBe(
      'AccessDeniedException',
    );
    const emulator = new SQSClient({
      endpoint: inject('sqsEndpoint'),
      region: 'us-east-1',
      credentials: LOCAL_CREDENTIALS,
    });
    const { Messages } = await emulator.send(
      new ReceiveMessageCommand({ QueueUrl: emulatorQueueUrl, WaitTimeSeconds: 1 }),
    );
    expect(Messages?.map((m) => m.Body)).toEqual(['hello']);
  });

  it('plays SES: a verified identity the role may use goes to the outbox, anything else is refused', async () => {
    const send = (who: Caller, from: string) =>
      clientsOf(who).ses.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: ['client@example.com'] },
          Content: { Raw: { Data: Buffer.from(`From: ${from}\r\nSubject: guarded\r\n\r\nbody`) } },
        }),
      );
    expect(await outcome(send(sender, 'invoices@invoicing.local'))).toBe('allowed');
    expect(await outcome(send(sender, 'someone@elsewhere.example'))).toBe('MessageRejected');
    expect(await outcome(send(reader, 'invoices@invoicing.local'))).toBe('AccessDeniedException');
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(readFileSync(join(outboxDir, files[0]!), 'utf8')).toContain('Subject: guarded');
  });

  it("plays the secrets extension: only for a function with its layer, its own session token, and its role's secret", async () => {
    const ask = (token: string, secretId = secretArn) =>
      fetch(`http://127.0.0.1:${guard.extensionPort}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`, {
        headers: { 'X-Aws-Parameters-Secrets-Token': token },
      });
    const answer = await ask(clientsOf(sender).token);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { SecretString: string }).SecretString).toBe('the-signing-key');
    expect((await ask(clientsOf(reader).token)).status).toBe(401);
    expect((await ask('made-up')).status).toBe(401);
    expect((await ask(clientsOf(sender).token, `${secretArn}-other`)).status).toBe(400);
  });
});

describe('a bundled function in its own process', () => {
  const assetDir = mkdtempSync(join(tmpdir(), 'bundled-fn-'));
  writeFileSync(
    join(assetDir, 'index.mjs'),
    `export const handler = async (event, context) => {
      if (event.sleep) await new Promise((r) => setTimeout(r, event.sleep));
      if (event.fail) throw new Error('asked to fail');
      return { pid: process.pid, table: process.env.TABLE_NAME ?? null, own: process.env.OWN, remaining: context.getRemainingTimeInMillis() };
    };`,
  );
  const fn = new FunctionProcess({
    name: 'probe',
    assetDir,
    handler: 'index.handler',
    timeoutSeconds: 1,
    environment: { OWN: 'mine', _HANDLER: 'index.handler', AWS_REGION: 'us-east-1' },
    logFile: join(assetDir, 'probe.log'),
  });
  const context = { awsRequestId: 'r' } as Context;
  afterAll(() => fn.stop());

  it('runs with its own environment only, and a deadline from its timeout', async () => {
    const result = (await fn.handler({}, context)) as { table: string | null; own: string; remaining: number };
    // The test process has TABLE_NAME set; the function sees only what it was given.
    expect(result.table).toBeNull();
    expect(result.own).toBe('mine');
    expect(result.remaining).toBeGreaterThan(0);
    expect(result.remaining).toBeLessThanOrEqual(1000);
  });

  it("fails an invocation the handler fails, and ends a timed-out one's process as Lambda does", async () => {
    await expect(fn.handler({ fail: true }, context)).rejects.toThrow(/asked to fail/);
    const { pid } = (await fn.handler({}, context)) as { pid: number };
    await expect(fn.handler({ sleep: 3000 }, context)).rejects.toBeInstanceOf(LambdaTimeout);
    const after = (await fn.handler({}, context)) as { pid: number };
    expect(after.pid).not.toBe(pid);
  });
});
