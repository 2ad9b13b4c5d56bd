import { randomUUID } from 'node:crypto';
import { SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/environment.ts';
import { allPorts as deps } from '../../infra/local/ports.ts';
import { createQueues } from '../../infra/local/queues.ts';
import { queueWorkerPollers } from '../../infra/local/workers.ts';
import { hashToken } from '../../shared/access/tokens.ts';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { runDue } from '../../shared/features/recurring/runs.ts';
import { type Call, newAccount, useApi } from '../support/api.ts';
import { eventually } from '../support/wait.ts';

const api = useApi();
let call: (method: string, path: string, opts?: { json?: unknown }) => Promise<Call>;
const pollers: { stop(): Promise<void> }[] = [];

// The queue workers of the local runtime, in this process: a clock move queues the account's run.
beforeAll(async () => {
  const sqs = new SQSClient({ endpoint: inject('sqsEndpoint'), region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const queues = await createQueues(sqs, `-${randomUUID().slice(0, 8)}`);
  for (const poller of await queueWorkerPollers(sqs, queues, { waitSeconds: 1 })) {
    poller.start();
    pollers.push(poller);
  }
});
afterAll(async () => {
  await Promise.all(pollers.map((p) => p.stop()));
});

beforeAll(async () => {
  const { token } = await newAccount('Recurring');
  call = (method, path, opts = {}) => api.call(method, path, { token, ...opts });
  const client = await call('POST', '/api/client/create', {
    json: { Reference: 'MONTHLY', Company: { CompanyName: 'Monthly SA' } },
  });
  expect(client.status, client.text).toBe(200);
});

/** The account's clock moved straight in the table, without the run a move through the API queues: its accountId. */
async function clockMovedTo(token: string, at: string): Promise<string> {
  const { accountId } = (await dynamoStores.accounts.principal(hashToken(token)))!;
  const { clockOffsetMs } = await dynamoStores.accounts.time(accountId);
  await dynamoStores.accounts.moveClock(accountId, clockOffsetMs, Date.parse(at) - Date.now(), Date.now() + 60_000);
  return accountId;
}

describe('the account clock and recurring invoices over HTTP', () => {
  it('moves the clock forward only, and makes the invoices that fell due, once each', async () => {
    const clock = await call('GET', '/api/account/clock');
    expect(clock.status, clock.text).toBe(200);
    expect(clock.json.simulated).toBe(false);

    const created = await call('POST', '/api/recurring/create', {
      json: {
        Client: { Reference: 'MONTHLY' },
        Frequency: 'monthly',
        StartDate: '2040-01-31',
        Occurrences: 3,
        Items: [{ Description: 'Retainer', UnitRate: 100, Quantity: 1 }],
      },
    });
    expect(created.status, created.text).toBe(200);
    const id = created.text.replace('Reference: ', '');
    expect(id).toBe('REC-0001');

    const moved = await call('PUT', '/api/account/clock', { json: { now: '2040-06-01T09:00:00Z' } });
    expect(moved.status, moved.text).toBe(200);
    expect((await call('PUT', '/api/account/clock', { json: { now: '2040-05-01T09:00:00Z' } })).status).toBe(400);

    await eventually(
      async () => (await call('GET', `/api/recurring/get/${id}`)).json.Status === 'finished',
      'the runs',
    );
    const listed = await call('GET', `/api/document.svc/list/invoice?recurring=${id}`);
    expect(listed.json.map((d: { DateIssue: string }) => d.DateIssue).sort()).toEqual([
      '2040-01-31',
      '2040-02-29',
      '2040-03-31',
    ]);
    const profile = (await call('GET', `/api/recurring/get/${id}`)).json;
    expect(profile).toMatchObject({ Count: 3, NextDate: null, LastInvoice: expect.any(String) });
  });

  it('makes each date once on DynamoDB however many runners race, and a run cut short loses nothing', async () => {
    const { token } = await newAccount('Racing runs');
    const own = (method: string, path: string, opts: { json?: unknown } = {}) =>
      api.call(method, path, { token, ...opts });
    expect(
      (await own('POST', '/api/client/create', { json: { Reference: 'R', Company: { CompanyName: 'R SA' } } })).status,
    ).toBe(200);
    const created = await own('POST', '/api/recurring/create', {
      json: {
        Client: { Reference: 'R' },
        Frequency: 'weekly',
        StartDate: '2041-01-07',
        Occurrences: 12,
        Items: [{ Description: 'Week', UnitRate: 10, Quantity: 1 }],
      },
    });
    const id = created.text.replace('Reference: ', '');
    const accountId = await clockMovedTo(token, '2041-06-01T00:00:00Z');
    // A run that stops after two dates (a function timed out), then five runners at once.
    expect(await runDue(deps, accountId, 2)).toBe(2);
    const made = await Promise.all(Array.from({ length: 5 }, () => runDue(deps, accountId)));
    expect(made.reduce((a, b) => a + b, 0)).toBe(10);
    const listed = await own('GET', `/api/document.svc/list/invoice?recurring=${id}&limit=100`);
    const dates = listed.json.map((d: { DateIssue: string }) => d.DateIssue);
    expect(dates).toHaveLength(12);
    expect(new Set(dates).size).toBe(12);
    expect((await own('GET', `/api/recurring/get/${id}`)).json).toMatchObject({ Status: 'finished', Count: 12 });
  });

  it('an invoice a run cannot send (its stock short) stays a draft, and its history says why', async () => {
    const { token } = await newAccount('Boxes');
    const own = (method: string, path: string, opts: { json?: unknown } = {}) =>
      api.call(method, path, { token, ...opts });
    const client = await own('POST', '/api/client/create', {
      json: {
        Reference: 'BOX',
        Company: { CompanyName: 'Box SA' },
        Contacts: [{ Principal: true, FirstName: 'Ana', LastName: 'Box', Email: 'ana@box.example' }],
      },
    });
    expect(client.status, client.text).toBe(200);
    const entry = await own('POST', '/api/catalog/create', {
      json: { Name: 'Box', Price: 30, IsInventory: true, StockQuantity: 1 },
    });
    expect(entry.status, entry.text).toBe(200);
    const created = await own('POST', '/api/recurring/create', {
      json: {
        Client: { Reference: 'BOX' },
        Frequency: 'monthly',
        StartDate: '2042-01-15',
        Occurrences: 2,
        Send: 'email',
        Items: [{ Reference: 'Box', Description: 'Monthly box', UnitRate: 30, Quantity: 1, VAT: 20 }],
      },
    });
    expect(created.status, created.text).toBe(200);
    const id = created.text.replace('Reference: ', '');
    const accountId = await clockMovedTo(token, '2042-03-01T00:00:00Z');
    expect(await runDue(deps, accountId)).toBe(2);
    const listed = (await own('GET', `/api/document.svc/list/invoice?recurring=${id}`)).json as {
      Number: string;
      DateIssue: string;
      Status: string;
    }[];
    const byDate = listed.sort((a, b) => a.DateIssue.localeCompare(b.DateIssue));
    expect(byDate.map((d) => d.Status)).toEqual(['sent', 'draft']);
    const history = (await own('GET', `/api/document.svc/history/invoice/${byDate[1]!.Number}`)).json as {
      action: string;
      changes: { sent?: boolean; reason?: string; code?: string };
    }[];
    expect(history.find((e) => e.action === 'send')?.changes).toMatchObject({
      sent: false,
      code: 'insufficient_stock',
      reason: expect.stringContaining('Box'),
    });
  });

  it('a profile whose client was deleted makes nothing more: it finishes at its next date, and leaves the due index', async () => {
    const { token } = await newAccount('Gone client');
    const own = (method: string, path: string, opts: { json?: unknown } = {}) =>
      api.call(method, path, { token, ...opts });
    await own('POST', '/api/client/create', { json: { Reference: 'GONE', Company: { CompanyName: 'Gone SA' } } });
    const created = await own('POST', '/api/recurring/create', {
      json: {
        Client: { Reference: 'GONE' },
        Frequency: 'monthly',
        StartDate: '2043-01-10',
        Items: [{ Description: 'Hosting', UnitRate: 20, Quantity: 1 }],
      },
    });
    const id = created.text.replace('Reference: ', '');
    const accountId = await clockMovedTo(token, '2043-01-11T00:00:00Z');
    expect(await runDue(deps, accountId)).toBe(1);
    const clientId = (await own('GET', `/api/recurring/get/${id}`)).json.client_id;
    expect((await own('DELETE', `/api/client/delete/${clientId}`)).status).toBe(200);
    await clockMovedTo(token, '2043-05-01T00:00:00Z');
    expect(await runDue(deps, accountId)).toBe(0);
    expect((await own('GET', `/api/recurring/get/${id}`)).json).toMatchObject({
      Status: 'finished',
      NextDate: null,
      Count: 1,
    });
    expect((await own('GET', `/api/document.svc/list/invoice?recurring=${id}`)).json).toHaveLength(1);
    expect(await dynamoStores.recurring.due(accountId, '2043-05-01', 10)).toEqual([]);
    expect((await own('PUT', `/api/recurring/action/resume/${id}`)).status).toBe(409);
  });
});
