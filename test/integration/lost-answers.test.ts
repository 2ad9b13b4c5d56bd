import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { db, table } from '../../shared/adapters/dynamodb/dynamo.ts';
import { requestClaim } from '../../shared/adapters/dynamodb/idempotency-store.ts';
import { keys } from '../../shared/adapters/dynamodb/keys.ts';
import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import type { NewAccount } from '../../shared/features/accounts/service.ts';
import { text } from '../../shared/http/answers.ts';
import { DEADLINE_MARGIN_MS } from '../../shared/http/api-handler.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';
import { apiOperation } from '../../shared/http/operation.ts';
import { write, yes } from '../../shared/kernel/operation.ts';
import { inRequestScope, RequestAbandoned } from '../../shared/kernel/request-scope.ts';
import { type Caller, newAccount, useApi } from '../support/api.ts';

/**
 * docs/api.md §6 and §11: a change whose answer was lost (504 `outcome_unknown` after its write
 * was made) is not made again by a retry with the same Idempotency-Key; an e-mail goes at most
 * once per key; a request's work stops at its deadline.
 */
const api = useApi();
let account: NewAccount;
let call: Caller;
let serial = 0;
const freshKey = () => `lost-${process.pid}-${Date.now()}-${++serial}`;
const keyed = (key: string, json?: unknown) => ({ headers: { 'idempotency-key': key }, json });

/**
 * The write that carries a request's claim: `lose` makes it, then loses its answer (a timeout);
 * `refuse` throttles it (nothing written).
 */
let fault: 'lose' | 'refuse' | undefined;
const carriesClaim = (input: { TransactItems?: { Put?: { Item?: { SK?: unknown } } }[] }) =>
  input.TransactItems?.some((item) => String(item.Put?.Item?.SK ?? '').startsWith('IDEMW#')) ?? false;
// Inside the claim's middleware (initialize, low priority) and above the SDK's retries: the write reached the table.
db().middlewareStack.add(
  (next) => async (args) => {
    const carrying = fault && carriesClaim(args.input as never);
    if (carrying && fault === 'refuse') {
      throw Object.assign(new Error('Throttled.'), { name: 'ThrottlingException', $metadata: {} });
    }
    const out = await next(args);
    if (carrying) throw Object.assign(new Error('socket hang up'), { name: 'TimeoutError', $metadata: {} });
    return out;
  },
  { step: 'initialize', priority: 'low', name: 'loseAnswers' },
);
afterEach(() => {
  fault = undefined;
});

beforeAll(async () => {
  account = await newAccount('Lost');
  call = api.as(account.token);
});

const clientsNamed = async (name: string) =>
  (await call('GET', `/api/Clients.svc/list?organization=${encodeURIComponent(name)}`)).json as unknown[];

/** Removes a user's kept answers, as if the first request's answer had never been kept (it timed out). */
async function forgetKeptAnswers() {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :idem)',
      ExpressionAttributeValues: { ':pk': keys.account(account.accountId).PK, ':idem': 'IDEM#' },
    }),
  );
  for (const item of Items)
    await db().send(new DeleteCommand({ TableName: table(), Key: { PK: item.PK, SK: item.SK } }));
}

describe('a retry with the same Idempotency-Key after a lost answer', () => {
  it('finds the change made: 409 already_applied, and the client exists once', async () => {
    for (const withReference of [true, false]) {
      const key = freshKey();
      const name = `Lost ${key}`;
      const body = { ...(withReference ? { Reference: `R-${serial}` } : {}), Company: { CompanyName: name } };
      fault = 'lose';
      const first = await call('POST', '/api/client/create', keyed(key, body));
      expect([first.status, first.json?.error?.code], first.text).toEqual([504, 'outcome_unknown']);
      fault = undefined;
      expect(await clientsNamed(name)).toHaveLength(1);

      const retry = await call('POST', '/api/client/create', keyed(key, body));
      expect([retry.status, retry.json?.error?.code], retry.text).toEqual([409, 'already_applied']);
      expect(await clientsNamed(name)).toHaveLength(1);
      // The same key on another request is still refused as such.
      const other = await call('POST', '/api/client/create', keyed(key, { Company: { CompanyName: `${name} bis` } }));
      expect([other.status, other.json?.error?.code]).toEqual([422, 'idempotency_key_reused']);
      // Without a key, the caller asks for a new client: it is made.
      expect((await call('POST', '/api/client/create', { json: { Company: { CompanyName: name } } })).status).toBe(200);
      expect(await clientsNamed(name)).toHaveLength(2);
    }
  });

  it('runs a change whose first attempt wrote nothing: the key is free', async () => {
    const key = freshKey();
    const name = `Refused ${key}`;
    const body = { Company: { CompanyName: name } };
    fault = 'refuse';
    const refused = await call('POST', '/api/client/create', keyed(key, body));
    expect([refused.status, refused.json?.error?.code]).toEqual([503, 'service_unavailable']);
    fault = undefined;
    expect(await clientsNamed(name)).toHaveLength(0);
    const made = await call('POST', '/api/client/create', keyed(key, body));
    expect(made.status, made.text).toBe(200);
    expect(await clientsNamed(name)).toHaveLength(1);
  });

  it('e-mails a document at most once for a key', async () => {
    // Its own recipient: the outbox is shared with the test files running beside this one.
    const recipient = `${freshKey()}@client.example`;
    const created = await call('POST', '/api/document.svc/create/estimate', {
      json: {
        Client: { ClientName: 'Once Ltd', ContactEmail: recipient },
        Items: [{ Description: 'Work', UnitRate: 10, Quantity: 1 }],
      },
    });
    expect(created.status, created.text).toBe(200);
    const number = created.text.replace(/^Reference: /, '').trim();
    const outbox = join(inject('dataDir'), 'outbox');
    const mails = () =>
      existsSync(outbox)
        ? readdirSync(outbox).filter(
            (f) => f.endsWith('.eml') && readFileSync(join(outbox, f), 'utf8').includes(recipient),
          ).length
        : 0;
    const key = freshKey();
    const before = mails();
    const sent = await call('PUT', `/api/document.svc/action/sendbyemail/estimate/${number}`, keyed(key, {}));
    expect(sent.status, sent.text).toBe(200);
    expect(mails()).toBe(before + 1);
    // Its answer lost: the kept answer is gone, the claim the mail left is not.
    await forgetKeptAnswers();
    const retry = await call('PUT', `/api/document.svc/action/sendbyemail/estimate/${number}`, keyed(key, {}));
    expect([retry.status, retry.json?.error?.code], retry.text).toEqual([409, 'already_applied']);
    expect(mails()).toBe(before + 1);
    // A refusal before the mail leaves the key free: no recipient, then one.
    const refusedKey = freshKey();
    const noRecipient = await call(
      'PUT',
      `/api/document.svc/action/sendbyemail/estimate/${number}`,
      keyed(refusedKey, { Email_TO: '' }),
    );
    expect(noRecipient.status).toBe(400);
    expect(mails()).toBe(before + 1);
  });
});

describe('the claim in the table (shared/adapters/dynamodb/request-claims.ts)', () => {
  const owner = () => ({ accountId: account.accountId, userId: 1 });
  const claimFor = (key: string) =>
    requestClaim(owner(), key, { operation: 'test.claim', mode: 'write', payload: 'same request' });
  const item = (sk: string) => ({ ...keys.account(account.accountId), SK: `TEST#${sk}` });
  const createItem = (sk: string) =>
    db().send(new PutCommand({ TableName: table(), Item: item(sk), ConditionExpression: 'attribute_not_exists(PK)' }));
  const exists = async (sk: string) =>
    Boolean((await db().send(new GetCommand({ TableName: table(), Key: item(sk) }))).Item);

  it('a lone creating Put carries it: the same claim refuses a second change, already_applied', async () => {
    const key = freshKey();
    await inRequestScope({ claim: claimFor(key) }, () => createItem(`${key}-a`));
    expect(await exists(`${key}-a`)).toBe(true);
    await expect(inRequestScope({ claim: claimFor(key) }, () => createItem(`${key}-b`))).rejects.toMatchObject({
      code: 'already_applied',
    });
    expect(await exists(`${key}-b`)).toBe(false);
  });

  it("a Put's own failed condition answers as the Put's, and leaves the claim to the next write", async () => {
    const key = freshKey();
    await createItem(`${key}-held`);
    const claim = claimFor(key);
    await inRequestScope({ claim }, async () => {
      await expect(createItem(`${key}-held`)).rejects.toBeInstanceOf(ConditionalCheckFailedException);
      expect(claim.taken).toBe(false);
      await createItem(`${key}-next`);
      expect(claim.taken).toBe(true);
    });
    await expect(inRequestScope({ claim: claimFor(key) }, () => createItem(`${key}-again`))).rejects.toMatchObject({
      code: 'already_applied',
    });
  });

  it('after the deadline no call starts: the late write is not made', async () => {
    const key = freshKey();
    const deadline = new AbortController();
    deadline.abort();
    await expect(inRequestScope({ signal: deadline.signal }, () => createItem(`${key}-late`))).rejects.toBeInstanceOf(
      RequestAbandoned,
    );
    expect(await exists(`${key}-late`)).toBe(false);
  });

  it('a function answers a change 504 at its deadline, and its work still running writes nothing after', async () => {
    const key = freshKey();
    const slow = apiOperation({
      name: 'test.slow',
      method: 'POST',
      path: '/test/slow',
      handler: 'none',
      access: 'owner',
      body: 'none',
      table: write,
      summary: 'A change slower than its function may run',
      tag: 'Test',
      success: yes,
      run: async () => {
        await sleep(400);
        await createItem(`${key}-slow`);
        return text('true');
      },
    });
    const deadline = Date.now() + DEADLINE_MARGIN_MS + 150;
    const event = {
      rawPath: '/test/slow',
      rawQueryString: '',
      headers: { authorization: `Bearer ${account.token}` },
      requestContext: { http: { method: 'POST', path: '/test/slow' }, requestId: key },
      isBase64Encoded: false,
    } as unknown as APIGatewayProxyEventV2;
    const context = { awsRequestId: key, getRemainingTimeInMillis: () => deadline - Date.now() } as Context;
    // Another request running beside it, with time to spare (one process runs both, as locally): its work is its own.
    const patient = apiOperation({
      ...slow,
      name: 'test.patient',
      run: async () => {
        await sleep(700);
        await createItem(`${key}-patient`);
        return text('true');
      },
    });
    const later = Date.now() + 10_000;
    const beside = changeHandler(patient, dynamoPorts)(event, {
      awsRequestId: `${key}-beside`,
      getRemainingTimeInMillis: () => later - Date.now(),
    } as never);
    const answer = await changeHandler(slow, dynamoPorts)(event, context as never);
    expect([answer.statusCode, JSON.parse(String(answer.body)).error.code]).toEqual([504, 'outcome_unknown']);
    expect((await beside).statusCode).toBe(200);
    await sleep(600);
    expect(await exists(`${key}-slow`)).toBe(false);
    expect(await exists(`${key}-patient`)).toBe(true);
  });
});
