import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, table } from '../../shared/adapters/dynamodb/dynamo.ts';
import { keys } from '../../shared/adapters/dynamodb/keys.ts';
import type { NewAccount } from '../../shared/features/accounts/service.ts';
import { type Call, type Caller, newAccount, useApi } from '../support/api.ts';

const api = useApi();
let account: NewAccount;
let call: Caller;
let key = 0;
const freshKey = () => `test-${process.pid}-${Date.now()}-${++key}`;
const keyed = (k: string, json?: unknown) => ({ headers: { 'idempotency-key': k }, json });
const clientsNamed = async (name: string) =>
  (await call('GET', `/api/Clients.svc/list?organization=${encodeURIComponent(name)}`)).json as unknown[];
const replayed = (res: Call) => res.headers.get('idempotent-replayed') === 'true';

beforeAll(async () => {
  account = await newAccount('Idempotency');
  call = api.as(account.token);
});

describe('Idempotency-Key (docs/api.md §11)', () => {
  it('replays the first answer with Idempotent-Replayed and keeps it 24 hours in the account partition', async () => {
    const k = freshKey();
    const name = `Replay ${k}`;
    const first = await call('POST', '/api/client/create', keyed(k, { Company: { CompanyName: name } }));
    expect(first.status, first.text).toBe(200);
    expect(replayed(first)).toBe(false);
    const again = await call('POST', '/api/client/create', keyed(k, { Company: { CompanyName: name } }));
    expect([again.status, again.text, again.headers.get('location')]).toEqual([
      200,
      first.text,
      first.headers.get('location'),
    ]);
    expect(replayed(again)).toBe(true);
    expect(await clientsNamed(name)).toHaveLength(1);

    const records = await db().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :idem)',
        ExpressionAttributeValues: { ':pk': keys.account(account.accountId).PK, ':idem': 'IDEM#' },
      }),
    );
    const kept = records.Items?.find((item) => item.status === 'COMPLETED');
    expect(kept).toBeDefined();
    const hours = (Number(kept?.expiresAt) - Date.now() / 1000) / 3600;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.01);
  });

  it('a refused mismatch leaves the kept answer: the original request still replays', async () => {
    const k = freshKey();
    const body = { Company: { CompanyName: `Mismatch ${k}` } };
    const first = await call('POST', '/api/client/create', keyed(k, body));
    expect(first.status).toBe(200);
    const other = await call('POST', '/api/client/create', keyed(k, { Company: { CompanyName: `Other ${k}` } }));
    expect([other.status, other.json?.error?.code]).toEqual([422, 'idempotency_key_reused']);
    const query = await call('POST', '/api/client/create?x=1', keyed(k, body));
    expect([query.status, query.json?.error?.code]).toEqual([422, 'idempotency_key_reused']);
    const again = await call('POST', '/api/client/create', keyed(k, body));
    expect([again.status, replayed(again), again.text]).toEqual([200, true, first.text]);
  });

  it('concurrent requests with one key: one runs, the others replay or get 409 idempotency_in_progress', async () => {
    const k = freshKey();
    const name = `Race ${k}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/api/client/create', keyed(k, { Company: { CompanyName: name } }))),
    );
    for (const res of answers) {
      if (res.status === 409) expect(res.json.error.code).toBe('idempotency_in_progress');
      else expect(res.status, res.text).toBe(200);
    }
    expect(answers.filter((res) => res.status === 200 && !replayed(res))).toHaveLength(1);
    expect(await clientsNamed(name)).toHaveLength(1);
  });

  it('refuses a malformed key with 400 and changes nothing; no key means no idempotency', async () => {
    const name = `Malformed ${Date.now()}`;
    for (const bad of ['', 'é-not-ascii', 'x'.repeat(256), 'tab\tinside']) {
      const res = await call('POST', '/api/client/create', keyed(bad, { Company: { CompanyName: name } }));
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await clientsNamed(name)).toHaveLength(0);
    const plain = `Plain ${Date.now()}`;
    for (let i = 0; i < 2; i += 1)
      await call('POST', '/api/client/create', { json: { Company: { CompanyName: plain } } });
    expect(await clientsNamed(plain)).toHaveLength(2);
  });

  it('xml-in refusals keep its fail shape with the same HTTP status', async () => {
    const k = freshKey();
    const xml = (event: string) =>
      `<request method="callback.list"><callback><event>${event}</event></callback></request>`;
    const post = (body: string) =>
      call('POST', '/api/2.1/xml-in', {
        body,
        headers: { 'idempotency-key': k, 'content-type': 'application/x-www-form-urlencoded' },
      });
    const first = await post(xml('invoice.create'));
    expect(first.status, first.text).toBe(200);
    const other = await post(xml('invoice.update'));
    expect(other.status).toBe(422);
    expect(other.text).toContain('status="fail"');
    expect(other.text).toContain('<code>42200</code>');
  });

  it('an error answer is not kept; GET ignores the header', async () => {
    const k = freshKey();
    const bad = await call('POST', '/api/payment/create', keyed(k, { Invoice: 'NOPE-1', Amount: 1 }));
    expect(bad.status).toBeGreaterThanOrEqual(400);
    const name = `After error ${k}`;
    const good = await call('POST', '/api/client/create', keyed(k, { Company: { CompanyName: name } }));
    expect([good.status, replayed(good)]).toEqual([200, false]);
    const get = await call('GET', '/api/Clients.svc/list', keyed(k));
    expect([get.status, replayed(get)]).toEqual([200, false]);
  });
});

describe('Idempotency-Key, as the review found it', () => {
  const kept = async () =>
    (
      await db().send(
        new QueryCommand({
          TableName: table(),
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :idem)',
          ExpressionAttributeValues: { ':pk': keys.account(account.accountId).PK, ':idem': 'IDEM#' },
        }),
      )
    ).Items ?? [];

  it("keeps no minted secret readable in the table: a staff token's answer is sealed, and replays as it was", async () => {
    const k = freshKey();
    const made = await call('POST', '/api/staff/create', keyed(k, { Email: `sealed-${k}@staff.example` }));
    expect(made.status, made.text).toBe(200);
    const token = made.json.token as string;
    const items = await kept();
    expect(items.length).toBeGreaterThan(0);
    expect(JSON.stringify(items)).not.toContain(token);
    const again = await call('POST', '/api/staff/create', keyed(k, { Email: `sealed-${k}@staff.example` }));
    expect(replayed(again)).toBe(true);
    expect(again.json.token).toBe(token);
  });

  it("never replays one user's answer to another: a staff user repeating the owner's key and body runs afresh, under its own access", async () => {
    await call('POST', '/api/client/create', {
      json: { Reference: 'SECRETCO', Company: { CompanyName: 'Secret Co' } },
    });
    const made = await call('POST', '/api/document.svc/create/invoice', {
      json: { Client: { Reference: 'SECRETCO' }, Items: [{ Description: 'x', UnitRate: 1, Quantity: 1 }] },
    });
    const number = made.text.replace('Reference: ', '');
    await call('PUT', `/api/document.svc/update/invoice/${number}`, { json: { General: { Status: 'sent' } } });
    const k = freshKey();
    const shared = await call('PUT', `/api/document.svc/action/share/invoice/${number}`, keyed(k, { days: 3 }));
    expect(shared.status, shared.text).toBe(200);
    // A staff user with the Invoices tab, assigned no client: the invoice is not theirs to see.
    const staff = await call('POST', '/api/staff/create', {
      json: {
        Email: `nosy-${k}@staff.example`,
        Tabs: { Invoices: true, Estimates: true, Expenses: false },
        Clients: [],
      },
    });
    const nosy = api.as(staff.json.token);
    const attempt = await nosy('PUT', `/api/document.svc/action/share/invoice/${number}`, keyed(k, { days: 3 }));
    expect(replayed(attempt)).toBe(false);
    expect(attempt.status).toBe(404);
    expect(attempt.text).not.toContain(shared.json.url);
  });
});
