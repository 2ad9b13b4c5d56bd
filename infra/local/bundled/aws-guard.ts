import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import { saveToOutbox } from '../../../shared/adapters/ses/transport.ts';
import { LOCAL_ACCOUNT, LOCAL_CREDENTIALS, localArn } from '../environment.ts';
import { headerOfRequest, ONE_AUTH_MECHANISM, presignedAgain, presignedFault } from '../s3-signatures.ts';
import { isAllowed, type ResolvedStatement } from './iam.ts';

/** A function as the guard knows it: who it is, and what its role may do. */
export interface Caller {
  name: string;
  roleArn: string;
  statements: readonly ResolvedStatement[];
  /** Whether it has the Parameters and Secrets extension's layer. */
  hasExtension: boolean;
}

export interface GuardTargets {
  dynamoEndpoint: string;
  sqsEndpoint: string;
  /** The emulator's queue URLs, by queue name. */
  queueUrls: ReadonlyMap<string, string>;
  /** The SES identities the stack verifies (addresses or domains). */
  sesIdentities: readonly string[];
  /** Where SES's stand-in writes each message it accepts, as an .eml file. */
  outboxDir: string;
  /** Secrets Manager's stand-in: secret values by ARN. */
  secrets: ReadonlyMap<string, string>;
  /** S3's stand-in (the SQS emulator serves it) and the buckets the stack has there. */
  s3Endpoint: string;
  buckets: readonly string[];
}

interface Check {
  action: string;
  resource: string;
}

/** A request the guard refuses, in the caller's protocol. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

const tableArn = (name: string) => localArn('dynamodb', `table/${name}`);

/** The IAM actions and resources a DynamoDB call is authorized on (transactions: each item's own action). */
function dynamoChecks(operation: string, body: Record<string, any>): Check[] {
  const onTable = (action: string, table: string, index?: string): Check => ({
    action: `dynamodb:${action}`,
    resource: index ? `${tableArn(table)}/index/${index}` : tableArn(table),
  });
  const transactAction: Record<string, string> = {
    Put: 'PutItem',
    Update: 'UpdateItem',
    Delete: 'DeleteItem',
    ConditionCheck: 'ConditionCheckItem',
    Get: 'GetItem',
  };
  switch (operation) {
    case 'TransactWriteItems':
    case 'TransactGetItems':
      return (body.TransactItems as Record<string, { TableName: string }>[]).flatMap((item) =>
        Object.entries(item).map(([kind, request]) => onTable(transactAction[kind]!, request.TableName)),
      );
    case 'BatchGetItem':
    case 'BatchWriteItem':
      return Object.keys(body.RequestItems ?? {}).map((table) => onTable(operation, table));
    case 'Query':
    case 'Scan':
      return [onTable(operation, body.TableName, body.IndexName)];
    default:
      return body.TableName
        ? [onTable(operation, body.TableName)]
        : [{ action: `dynamodb:${operation}`, resource: '*' }];
  }
}

/**
 * The IAM action and resource of an S3 call, path-style (`/<bucket>/<key>`): multipart uploads
 * are authorized as PutObject, as S3 does (aborting one has its own action); a HEAD as GetObject.
 */
function s3Check(method: string, bucket: string, key: string, query: URLSearchParams): Check {
  if (!key)
    return { action: method === 'GET' ? 's3:ListBucket' : `s3:${method}Bucket`, resource: `arn:aws:s3:::${bucket}` };
  const resource = `arn:aws:s3:::${bucket}/${key}`;
  if (method === 'GET' || method === 'HEAD') return { action: 's3:GetObject', resource };
  if (method === 'DELETE')
    return { action: query.has('uploadId') ? 's3:AbortMultipartUpload' : 's3:DeleteObject', resource };
  return { action: 's3:PutObject', resource };
}

/** SQS's batch calls are authorized as their single forms. */
const sqsAction = (operation: string) => `sqs:${operation.replace(/Batch$/, '')}`;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * The AWS the bundled functions reach (their `AWS_ENDPOINT_URL`): it knows each function by
 * the access key its environment carries, as IAM knows a role's session, checks every call
 * against the function's policy in the template, and refuses what that policy would refuse,
 * in the service's own error shape. What it allows goes on to DynamoDB Local or the SQS
 * emulator, or to SES's stand-in (the outbox). The functions' queue URLs name this endpoint,
 * as on AWS they name the SQS endpoint, so no call can go around it.
 */
export class AwsGuard {
  private readonly secretOf = new Map<string, string>();
  private readonly byAccessKey = new Map<string, Caller>();
  private readonly bySessionToken = new Map<string, Caller>();
  private server?: Server;
  private extension?: Server;
  /** Every refusal, newest last: each also goes to the runtime's console. */
  readonly refusals: string[] = [];
  endpoint = '';
  extensionPort = 0;

  constructor(private readonly targets: GuardTargets) {}

  /** Gives a function its credentials: an access key and a session token only it holds. */
  credentialsFor(caller: Caller): Record<string, string> {
    const accessKeyId = `ASIA${randomBytes(8).toString('hex').toUpperCase()}`;
    const sessionToken = randomBytes(24).toString('base64url');
    const secretAccessKey = randomBytes(20).toString('base64url');
    this.byAccessKey.set(accessKeyId, caller);
    this.secretOf.set(accessKeyId, secretAccessKey);
    this.bySessionToken.set(sessionToken, caller);
    return {
      AWS_ACCESS_KEY_ID: accessKeyId,
      AWS_SECRET_ACCESS_KEY: secretAccessKey,
      AWS_SESSION_TOKEN: sessionToken,
    };
  }

  /** A queue's URL as the functions see it: on this endpoint, as SQS's URLs are on SQS's own. */
  queueUrlFor(name: string): string {
    return `${this.endpoint}/${LOCAL_ACCOUNT}/${name}`;
  }

  /** A call's body with the functions' queue URLs turned into the emulator's, or (`back`) the reverse. */
  private translateQueueUrls(text: string, back = false): string {
    let out = text;
    for (const [name, url] of this.targets.queueUrls)
      out = back
        ? out.replaceAll(JSON.stringify(url), JSON.stringify(this.queueUrlFor(name)))
        : out.replaceAll(JSON.stringify(this.queueUrlFor(name)), JSON.stringify(url));
    return out;
  }

  async start(): Promise<void> {
    this.server = await listen((req, res) => this.serveAws(req, res));
    this.endpoint = `http://127.0.0.1:${port(this.server)}`;
    this.extension = await listen((req, res) => this.serveExtension(req, res));
    this.extensionPort = port(this.extension);
  }

  async stop(): Promise<void> {
    for (const server of [this.server, this.extension]) {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    }
  }

  /** Notes a refusal (kept, and on the runtime's console) and gives IAM's message for it. */
  private refusal(caller: Caller | undefined, check: Check): string {
    const who = caller ? `${caller.roleArn}/${caller.name}` : 'an unknown caller';
    const message = `User: ${who} is not authorized to perform: ${check.action} on resource: ${check.resource} because no identity-based policy allows the ${check.action} action`;
    this.refusals.push(message);
    process.stderr.write(
      `AWS guard: refused ${check.action} on ${check.resource} to ${caller?.name ?? 'an unknown caller'}\n`,
    );
    return message;
  }

  private authorize(caller: Caller | undefined, checks: Check[]): void {
    for (const check of checks)
      if (!caller || !isAllowed(caller.statements, check.action, check.resource))
        throw new Refusal(caller ? 400 : 403, 'AccessDeniedException', this.refusal(caller, check));
  }

  /** Whether a read of a key may go on: the caller may list the bucket, or the key is there (HEAD on the emulator). */
  private async mayList(caller: Caller | undefined, bucket: string, url: string): Promise<boolean> {
    if (caller && isAllowed(caller.statements, 's3:ListBucket', `arn:aws:s3:::${bucket}`)) return true;
    const path = url.split('?')[0]!;
    const head = await fetch(`${this.targets.s3Endpoint}${path}`, {
      method: 'HEAD',
      headers: { authorization: `AWS4-HMAC-SHA256 Credential=${LOCAL_CREDENTIALS.accessKeyId}/guard` },
    });
    return head.status !== 404;
  }

  /** Who signed: the Authorization header's credential, or a pre-signed URL's (its signer's role is what the link may do). */
  private callerOf(req: IncomingMessage): Caller | undefined {
    const signed = new URL(req.url ?? '/', 'http://local').searchParams.get('X-Amz-Credential') ?? '';
    const key = /Credential=([^/]+)\//.exec(req.headers.authorization ?? '')?.[1] ?? signed.split('/')[0];
    return key ? this.byAccessKey.get(key) : undefined;
  }

  /** An S3 call (path-style) on one of the stack's buckets: its bucket, key and query; else undefined. */
  private s3CallOf(req: IncomingMessage) {
    const url = new URL(req.url ?? '/', 'http://local');
    const [, bucket = '', ...key] = url.pathname.split('/');
    if (!this.targets.buckets.includes(bucket)) return undefined;
    return { bucket, key: decodeURIComponent(key.join('/')), query: url.searchParams };
  }

  private async serveAws(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const target = String(req.headers['x-amz-target'] ?? '');
    const caller = this.callerOf(req);
    try {
      if (target.startsWith('DynamoDB_20120810.')) {
        this.authorize(caller, dynamoChecks(target.slice(18), JSON.parse(body.toString('utf8') || '{}')));
        return await forward(req, res, body, this.targets.dynamoEndpoint);
      }
      if (target.startsWith('AmazonSQS.')) {
        const input = JSON.parse(body.toString('utf8') || '{}') as { QueueUrl?: string; QueueName?: string };
        const name = input.QueueUrl?.split('/').pop() ?? input.QueueName ?? '*';
        this.authorize(caller, [{ action: sqsAction(target.slice(10)), resource: localArn('sqs', name) }]);
        const text = this.translateQueueUrls(body.toString('utf8'));
        return await forward(req, res, Buffer.from(text), this.targets.sqsEndpoint, (answer) =>
          this.translateQueueUrls(answer, true),
        );
      }
      if (req.method === 'POST' && req.url?.startsWith('/v2/email/outbound-emails'))
        return await this.sendEmail(caller, JSON.parse(body.toString('utf8')), res);
      const s3 = this.s3CallOf(req);
      if (s3) {
        this.authorize(caller, [s3Check(req.method ?? 'GET', s3.bucket, s3.key, s3.query)]);
        // As S3: a caller that may not list the bucket is not told a key is missing (403, not 404).
        if (
          s3.key &&
          ['GET', 'HEAD'].includes(req.method ?? '') &&
          !(await this.mayList(caller, s3.bucket, req.url ?? '/'))
        )
          throw new Refusal(
            403,
            'AccessDeniedException',
            this.refusal(caller, { action: 's3:ListBucket', resource: `arn:aws:s3:::${s3.bucket}` }),
          );
        if (!s3.query.has('X-Amz-Signature')) return await forward(req, res, body, this.targets.s3Endpoint);
        // A pre-signed link: its signature checked with its signer's key, as S3 does, then signed
        // again with the local key for the emulator, which knows no other.
        const method = req.method ?? 'GET';
        if (req.headers.authorization) throw new Refusal(400, 'InvalidArgument', ONE_AUTH_MECHANISM);
        const given = headerOfRequest(req.headers);
        const fault = presignedFault(method, req.url ?? '/', given, (key) => this.secretOf.get(key));
        if (fault) throw new Refusal(403, 'AccessDeniedException', fault);
        const emulator = new URL(this.targets.s3Endpoint).host;
        const asForwarded = (name: string) => (name === 'host' ? emulator : given(name));
        const url = presignedAgain(method, req.url ?? '/', asForwarded, LOCAL_CREDENTIALS);
        return await forward(req, res, body, this.targets.s3Endpoint, undefined, url);
      }
      throw new Refusal(400, 'UnknownOperationException', `The local AWS does not play ${target || req.url}`);
    } catch (error) {
      const refusal =
        error instanceof Refusal
          ? error
          : new Refusal(500, 'InternalFailure', error instanceof Error ? error.message : String(error));
      if (this.s3CallOf(req)) {
        // S3 answers in XML, a refusal as 403 AccessDenied.
        const code = refusal.type === 'AccessDeniedException' ? 'AccessDenied' : refusal.type;
        res.writeHead(code === 'AccessDenied' ? 403 : refusal.status, { 'content-type': 'application/xml' });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${refusal.message.replace(/[<&]/g, ' ')}</Message></Error>`,
        );
        return;
      }
      res.writeHead(refusal.status, {
        'content-type': 'application/x-amz-json-1.0',
        'x-amzn-errortype': refusal.type,
      });
      res.end(JSON.stringify({ __type: `com.amazon.coral.service#${refusal.type}`, message: refusal.message }));
    }
  }

  /** SES (v2) SendEmail of a raw message, played by writing it to the outbox once IAM and the identity allow it. */
  private async sendEmail(
    caller: Caller | undefined,
    input: { FromEmailAddress?: string; ConfigurationSetName?: string; Content?: { Raw?: { Data?: string } } },
    res: ServerResponse,
  ): Promise<void> {
    const from = input.FromEmailAddress ?? '';
    const domain = from.split('@')[1] ?? '';
    const identity = [from, domain].find((candidate) => this.targets.sesIdentities.includes(candidate));
    if (!identity) throw new Refusal(400, 'MessageRejected', `Email address is not verified: ${from}`);
    // As SES does: a message sent through a configuration set needs the permission on it too.
    this.authorize(caller, [
      { action: 'ses:SendEmail', resource: localArn('ses', `identity/${identity}`) },
      ...(input.ConfigurationSetName
        ? [{ action: 'ses:SendEmail', resource: localArn('ses', `configuration-set/${input.ConfigurationSetName}`) }]
        : []),
    ]);
    const name = await saveToOutbox(this.targets.outboxDir, Buffer.from(input.Content?.Raw?.Data ?? '', 'base64'));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ MessageId: name }));
  }

  /** The Parameters and Secrets extension: answers only the functions that have its layer, with their own session token. */
  private serveExtension(req: IncomingMessage, res: ServerResponse): void {
    const caller = this.bySessionToken.get(String(req.headers['x-aws-parameters-secrets-token'] ?? ''));
    const secretId = new URL(req.url ?? '/', 'http://local').searchParams.get('secretId') ?? '';
    const value = this.targets.secrets.get(secretId);
    const check = { action: 'secretsmanager:GetSecretValue', resource: secretId };
    const [status, body] = !caller?.hasExtension
      ? [401, { message: 'Not a function with the extension' }]
      : !isAllowed(caller.statements, check.action, check.resource)
        ? [400, { message: this.refusal(caller, check) }]
        : value === undefined
          ? [400, { message: `Secrets Manager can't find the specified secret: ${secretId}` }]
          : [200, { ARN: secretId, Name: secretId.split(':').pop(), SecretString: value, VersionId: 'local' }];
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}

async function listen(serve: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>): Promise<Server> {
  const server = createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const port = (server: Server) => (server.address() as { port: number }).port;

/** Passes an allowed call on to the emulator byte for byte, and its answer back (rewritten when asked). */
function forward(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  endpoint: string,
  rewrite?: (answer: string) => string,
  url = req.url ?? '/',
): Promise<void> {
  const headers = { ...req.headers, 'content-length': String(body.length) };
  delete headers.host;
  return new Promise((resolve, reject) => {
    const call = request(`${endpoint}${url}`, { method: req.method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const received = Buffer.concat(chunks);
        const out = rewrite ? Buffer.from(rewrite(received.toString('utf8'))) : received;
        const { 'transfer-encoding': _chunked, ...kept } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...kept, 'content-length': String(out.length) });
        res.end(out);
        resolve();
      });
    });
    call.on('error', reject);
    call.end(body);
  });
}
