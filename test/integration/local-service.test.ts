import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frenchBusinessBuyer, frenchSellerProfile } from '../support/french-parties.ts';
import {
  callerOf,
  crash,
  interrupt,
  killEmulator,
  pids,
  startService,
  verifiedCallback,
} from '../support/local-service.ts';
import { type Receiver, startReceiver } from '../support/receiver.ts';
import { eventually } from '../support/wait.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Processes whose command line names this data folder: the emulators and the service. */
const processesOf = (dataDir: string) =>
  pids().filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir);
    } catch {
      return false;
    }
  });

/** A verified callback for `event` at the receiver's `path`, then one invoice refused by it: its Number and that first attempt. */
async function refusedInvoice(
  service: { baseUrl: string; token: string },
  receiver: Receiver,
  event: string,
  path: string,
  goDown: () => void,
) {
  await verifiedCallback(service, receiver, event, path);
  goDown();
  const made = await fetch(`${service.baseUrl}/api/document.svc/create/invoice`, {
    method: 'POST',
    headers: { authorization: `Bearer ${service.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ Items: [{ Description: 'a', UnitRate: 1, Quantity: 1 }] }),
  });
  const number = (await made.text()).replace('Reference: ', '');
  return { number, refused: await receiver.waitFor((r) => r.form.object_id === number) };
}

describe('npm start', () => {
  it('serves, stops every child on Ctrl-C, and keeps its data across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'invoicing-start-'));
    const first = await startService(dataDir);
    const auth = { authorization: `Bearer ${first.token}`, 'content-type': 'application/json' };
    const created = await fetch(`${first.baseUrl}/api/client/create`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ Reference: 'KEPT', Company: { CompanyName: 'Survivor' } }),
    });
    expect(created.status).toBe(200);
    // One line a request on the console: method, path, status, milliseconds, account.
    await eventually(
      () => /^POST \/api\/client\/create 200 \d+ ms account \w+$/m.test(first.output()),
      'a request line',
    );
    const javaPid = Number(readFileSync(join(dataDir, 'dynamodb.pid'), 'utf8'));
    expect(alive(javaPid)).toBe(true);
    // A second start on the same port says so plainly, and leaves no child behind.
    const busyDir = mkdtempSync(join(tmpdir(), 'invoicing-busy-'));
    const port = new URL(first.baseUrl).port;
    await expect(startService(busyDir, { PORT: port })).rejects.toThrow(`port ${port} is in use (another npm start?)`);
    await eventually(() => processesOf(busyDir).length === 0, 'the refused start to leave no child', 5000);

    await interrupt(first.child, 'SIGINT');
    await eventually(() => !alive(javaPid), 'DynamoDB Local to end', 5000);
    expect(alive(javaPid)).toBe(false);
    expect(processesOf(dataDir)).toEqual([]);

    // Quiet, this time: no request lines.
    const second = await startService(dataDir, { INVOICING_QUIET: 'true' });
    expect(second.token).not.toBe(first.token);
    const list = await fetch(`${second.baseUrl}/api/Clients.svc/list`, {
      headers: { authorization: `Bearer ${second.token}` },
    });
    expect(((await list.json()) as { Reference: string }[]).map((c) => c.Reference)).toEqual(['KEPT']);
    expect(second.output()).not.toMatch(/^GET \/api\/Clients\.svc\/list/m);
    // The earlier start's demo token was replaced by this one's.
    const old = await fetch(`${second.baseUrl}/api/Clients.svc/list`, {
      headers: { authorization: `Bearer ${first.token}` },
    });
    expect(old.status).toBe(401);
    await interrupt(second.child, 'SIGTERM');
  }, 180_000);

  it('delivers to a receiver that was down while the service was killed and started again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'invoicing-crash-'));
    const env = { WEBHOOK_RETRY_SCHEDULE: '2,60,60', WEBHOOK_ALLOW_PRIVATE: 'true' };
    let up = true;
    const receiver = await startReceiver((r) => (r.form.name === 'callback/verify' || up ? 200 : 503));
    try {
      const first = await startService(dataDir, env);
      const { number, refused } = await refusedInvoice(first, receiver, 'invoice.create', '/down', () => {
        up = false;
      });
      // Killed outright, mid-schedule (the emulator with it: its messages outlast it on disk).
      await crash(first.child, dataDir);
      up = true;
      const second = await startService(dataDir, env);
      const readyAt = Date.now();
      const delivered = await receiver.waitFor((r) => r.form.object_id === number && r !== refused, 30_000);
      expect(delivered.at - readyAt).toBeLessThan(30_000);
      expect(delivered.headers['webhook-id']).toBe(refused.headers['webhook-id']);
      await interrupt(second.child, 'SIGTERM');
    } finally {
      await receiver.close();
    }
  }, 180_000);

  it('delivers what the SQS emulator held when it is killed mid-schedule', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'invoicing-sqs-kill-'));
    let up = true;
    const receiver = await startReceiver((r) => (r.form.name === 'callback/verify' || up ? 200 : 503));
    const service = await startService(dataDir, { WEBHOOK_RETRY_SCHEDULE: '3,60,60', WEBHOOK_ALLOW_PRIVATE: 'true' });
    try {
      const { number, refused } = await refusedInvoice(service, receiver, 'invoice', '/q', () => {
        up = false;
      });
      // The emulator dies holding the message; the service starts it again and sends the message again.
      killEmulator(dataDir);
      up = true;
      const delivered = await receiver.waitFor((r) => r.form.object_id === number && r !== refused, 30_000);
      expect(delivered.headers['webhook-id']).toBe(refused.headers['webhook-id']);
    } finally {
      await interrupt(service.child, 'SIGTERM');
      await receiver.close();
    }
  }, 120_000);
  it('finishes the work it was doing when killed: a run of recurring dates, their e-mails, a statement import, an export (docs/asynchronous-work.md)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'invoicing-work-kill-'));
    const first = await startService(dataDir);
    const call = callerOf(first);
    expect(
      (
        await call(
          'POST',
          '/api/client/create',
          JSON.stringify({ Reference: 'WEEKLY', Company: { CompanyName: 'Weekly SA' } }),
        )
      ).status,
    ).toBe(200);
    const profile = await call(
      'POST',
      '/api/recurring/create',
      JSON.stringify({
        Client: { Reference: 'WEEKLY' },
        Frequency: 'weekly',
        StartDate: '2036-01-07',
        Occurrences: 120,
        Items: [{ Description: 'Week', UnitRate: 10, Quantity: 1 }],
      }),
    );
    expect(profile.status, profile.text).toBe(200);
    const recurringId = profile.text.replace('Reference: ', '');
    // A second run whose invoices are e-mailed as they are made: the sends that follow a make.
    expect(
      (
        await call(
          'POST',
          '/api/client/create',
          JSON.stringify({
            Reference: 'MAILED',
            Company: { CompanyName: 'Mailed SARL' },
            Contacts: [{ Principal: true, FirstName: 'Léa', LastName: 'Roux', Email: 'lea@mailed.example' }],
          }),
        )
      ).status,
    ).toBe(200);
    const mailedProfile = await call(
      'POST',
      '/api/recurring/create',
      JSON.stringify({
        Client: { Reference: 'MAILED' },
        Frequency: 'weekly',
        StartDate: '2036-01-07',
        Occurrences: 20,
        Send: 'email',
        Items: [{ Description: 'Week', UnitRate: 10, Quantity: 1 }],
      }),
    );
    expect(mailedProfile.status, mailedProfile.text).toBe(200);
    const mailedId = mailedProfile.text.replace('Reference: ', '');
    const credits = Array.from({ length: 300 }, (_, i) => `2026-03-01,${i + 1}.00,EUR,Payer ${i},Gift ${i},K-${i}`);
    const statement = await call(
      'POST',
      '/api/bank/statement/import',
      `Date,Amount,Currency,Name,Reference,BankRef\n${credits.join('\n')}\n`,
      'text/csv',
    );
    expect(statement.status, statement.text).toBe(202);
    const statementId = JSON.parse(statement.text).statement_id as number;
    const exported = await call(
      'POST',
      '/api/export/create',
      JSON.stringify({ Kind: 'invoices_csv', From: '2036-01-01', To: '2038-12-31' }),
    );
    expect(exported.status, exported.text).toBe(202);
    const exportId = JSON.parse(exported.text).export_id as number;
    expect((await call('PUT', '/api/account/clock', JSON.stringify({ now: '2038-06-01T09:00:00Z' }))).status).toBe(200);
    // Killed outright while the run and the import are under way, the queue emulator with them.
    await crash(first.child, dataDir);
    const second = await startService(dataDir);
    try {
      const get = async (path: string) =>
        JSON.parse((await callerOf(second)('GET', path)).text) as Record<string, unknown>;
      await eventually(
        async () => (await get(`/api/recurring/get/${recurringId}`)).Status === 'finished',
        'the run of 120 dates',
        90_000,
      );
      expect(await get(`/api/recurring/get/${recurringId}`)).toMatchObject({ Count: 120 });
      // Every invoice of the mailed run made and e-mailed: none lost with the queue (a send cut between
      // its mail and its record goes again: at least once, docs/asynchronous-work.md).
      const outbox = join(dataDir, 'outbox');
      const mailedTo = () =>
        existsSync(outbox)
          ? readdirSync(outbox).filter((f) => readFileSync(join(outbox, f), 'utf8').includes('lea@mailed.example'))
              .length
          : 0;
      await eventually(async () => mailedTo() >= 20, 'the 20 e-mails of the mailed run', 90_000);
      expect(await get(`/api/recurring/get/${mailedId}`)).toMatchObject({ Status: 'finished', Count: 20 });
      expect(mailedTo()).toBeGreaterThanOrEqual(20);
      await eventually(
        async () => (await get(`/api/bank/statement/get/${statementId}`)).Status === 'done',
        'the import',
        90_000,
      );
      expect(await get(`/api/bank/statement/get/${statementId}`)).toMatchObject({
        Credits: 300,
        Matched: 0,
        Unmatched: 300,
        Duplicates: 0,
      });
      await eventually(async () => (await get(`/api/export/get/${exportId}`)).Status === 'done', 'the export', 90_000);
      // The export made after the run counts its invoices, however many it found by then; the file is there.
      expect((await get(`/api/export/get/${exportId}`)).Url).toEqual(expect.any(String));
    } finally {
      await interrupt(second.child, 'SIGTERM');
    }
  }, 300_000);

  it('follows a transmission to its last status when killed right after the hand-off was asked', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'invoicing-transmit-kill-'));
    const first = await startService(dataDir);
    const call = callerOf(first);
    expect((await call('PUT', '/api/account/profile', frenchSellerProfile)).status).toBe(200);
    expect((await call('POST', '/api/client/create', frenchBusinessBuyer)).status).toBe(200);
    const invoice = await call('POST', '/api/document.svc/create/invoice', {
      General: { DateIssue: '2026-03-02', DueDate: '2026-04-01' },
      Client: { Reference: frenchBusinessBuyer.Reference },
      Items: [{ Description: 'Maintenance', UnitRate: 150, Quantity: 4, VAT: 20 }],
    });
    expect(invoice.status, invoice.text).toBe(200);
    const number = invoice.text.replace('Reference: ', '');
    const issued = await call('PUT', `/api/document.svc/update/invoice/${number}`, { General: { Status: 'sent' } });
    expect(issued.status, issued.text).toBe(200);
    const transmitted = await call('PUT', `/api/document.svc/action/transmit/invoice/${number}`);
    expect(transmitted.status, transmitted.text).toBeLessThan(300);
    // Killed outright: the hand-off or its polls were queued; the stand-in keeps the flows it took in the data folder.
    await crash(first.child, dataDir);
    const second = await startService(dataDir);
    try {
      let seen = '';
      const lifecycle = async () => {
        seen = (await callerOf(second)('GET', `/api/document.svc/get/invoice/${number}`)).text;
        return (JSON.parse(seen) as { General: { Lifecycle?: string } }).General.Lifecycle;
      };
      // On a timeout, what the invoice held and the service's last words, to tell which wait ran out.
      await eventually(async () => (await lifecycle()) === 'made_available', 'the transmission', 90_000).catch(
        (error: Error) => {
          throw new Error(
            `${error.message}\n${seen.slice(0, 2000)}\n${second.output().split('\n').slice(-40).join('\n')}`,
          );
        },
      );
    } finally {
      await interrupt(second.child, 'SIGTERM');
    }
  }, 300_000);

  it("closes an invoice's checkouts once it is paid otherwise: the stream, the platform queue, its worker and the stand-in provider", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'invoicing-checkouts-'));
    const service = await startService(dataDir);
    try {
      const call = callerOf(service);
      const provider = await call('PUT', '/api/account/payments', {
        Provider: 'stripe',
        PublishableKey: 'pk_test_local',
        SecretKey: 'sk_test_local_checkouts',
        WebhookSecret: 'whsec_local_checkouts',
      });
      expect(provider.status, provider.text).toBe(200);
      const made = await call('POST', '/api/document.svc/create/invoice', {
        General: { Status: 'sent' },
        Client: { ClientName: 'Payeur SARL' },
        Items: [{ Description: 'Prestation', UnitRate: 100, Quantity: 1, VAT: 20 }],
      });
      expect(made.status, made.text).toBe(200);
      const number = made.text.replace('Reference: ', '');
      const link = await call('PUT', `/api/document.svc/action/paylink/invoice/${number}`);
      expect(link.status, link.text).toBe(200);
      const pay = await fetch(JSON.parse(link.text).Url, { redirect: 'manual' });
      expect(pay.status).toBe(303);
      const checkout = pay.headers.get('location')!;
      const page = async () => (await fetch(checkout)).text();
      expect(await page()).not.toContain('This checkout has expired');
      const cash = await call('POST', '/api/payment/create', { Invoice: number, Amount: 120, Method: 'cash' });
      expect(cash.status, cash.text).toBe(200);
      await eventually(async () => (await page()).includes('This checkout has expired'), 'the checkout closed', 30_000);
    } finally {
      await interrupt(service.child, 'SIGTERM');
    }
  }, 180_000);
});
