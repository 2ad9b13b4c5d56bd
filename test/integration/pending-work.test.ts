import { describe, expect, it } from 'vitest';
import { allPorts } from '../../infra/local/ports.ts';
import { hashToken } from '../../shared/access/tokens.ts';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { s3ExportFiles } from '../../shared/adapters/s3/export-files.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { runAccount } from '../../shared/features/automation/service.ts';
import { importBatch } from '../../shared/features/bank/credits.ts';
import { type ImportBatch, importStatement } from '../../shared/features/bank/statements.ts';
import { moveClock } from '../../shared/features/clock/service.ts';
import type { ExportMessage } from '../../shared/features/exports/model.ts';
import { createExport, runExport } from '../../shared/features/exports/service.ts';
import type { QueueMessage } from '../../shared/features/webhooks/port.ts';
import { newAccount, useApi } from '../support/api.ts';
import { accountSweep, pastDeadlines } from '../support/work.ts';

/**
 * Asynchronous work whose message is lost (a crash between the write and the send, a queue
 * emulator restarted) on DynamoDB Local (docs/asynchronous-work.md): each kind is recorded in the
 * write that makes it due, the sweep queues it again once past its deadline, and once done it is
 * no longer pending. The queue here loses every message: what reaches a worker is only what the
 * sweep sends, and the test hands it over as the queue would.
 */
const api = useApi();

/** A queue that loses what it is sent, but tells the test (by queue) what that was. */
function losingQueue() {
  const lost: { queue: string; body: Record<string, unknown> }[] = [];
  return {
    lost,
    queue: {
      send: async (queue: string, messages: QueueMessage[]) =>
        void lost.push(...messages.map((m) => ({ queue, body: JSON.parse(m.body) as Record<string, unknown> }))),
      setVisibility: async () => true,
    },
    /** The messages of one account taken out of the lost ones. */
    take(accountId: string) {
      const mine = lost.filter((m) => m.body.accountId === accountId);
      lost.splice(0, lost.length, ...lost.filter((m) => m.body.accountId !== accountId));
      return mine;
    },
  };
}

async function account(name: string) {
  const { token } = await newAccount(name);
  const principal = (await dynamoStores.accounts.principal(hashToken(token)))!;
  const own = (method: string, path: string, json?: unknown) => api.call(method, path, { token, json });
  const losing = losingQueue();
  const deps = { ...allPorts, exportFiles: s3ExportFiles, storedFiles: s3StoredFiles, queue: losing.queue };
  const swept = accountSweep(principal.accountId);
  /** A sweep (past every deadline unless told); the messages it sent. */
  const sweep = async (at = pastDeadlines()) => {
    await swept.sweep(deps, at);
    return losing.take(principal.accountId);
  };
  const { pending } = swept;
  return { principal, accountId: principal.accountId, own, deps, losing, pending, sweep };
}

describe('pending work whose message was lost', () => {
  it('an export: queued again past its deadline, once whatever sweeps race, and no longer pending once done', async () => {
    const a = await account('Lost export');
    const job = await createExport(a.deps, a.principal, { Kind: 'invoices_csv', From: '2026-01-01', To: '2026-12-31' });
    expect(a.losing.take(a.accountId)).toHaveLength(1);
    expect(await a.pending('export')).toMatchObject([{ ref: String(job.exportId), sweeps: 0 }]);
    // Before its deadline a sweep leaves it: its message may still be on its way.
    expect(await a.sweep(Date.now())).toEqual([]);
    // Two sweeps at once past it: queued again once.
    const at = pastDeadlines();
    const again = (await Promise.all([a.sweep(at), a.sweep(at)])).flat();
    expect(again).toEqual([{ queue: 'exports', body: { accountId: a.accountId, exportId: job.exportId } }]);
    expect(await a.pending('export')).toMatchObject([{ sweeps: 1 }]);
    await runExport(a.deps, again[0]!.body as unknown as ExportMessage);
    expect((await a.deps.exports.get(a.accountId, job.exportId))?.status).toBe('done');
    expect(await a.pending('export')).toEqual([]);
    expect(await a.sweep()).toEqual([]);
  });

  it('a statement: its credits queued again from its kept file, each imported once, and no longer pending once counted', async () => {
    const a = await account('Lost statement');
    const made = await a.own('POST', '/api/document.svc/create/invoice', {
      General: { Status: 'sent' },
      Client: { ClientName: 'Client' },
      Items: [{ Description: 'Work', UnitRate: 40, Quantity: 1 }],
    });
    expect(made.status, made.text).toBe(200);
    const number = made.text.replace('Reference: ', '');
    const reference = (await a.own('GET', `/api/document.svc/get/invoice/${encodeURIComponent(number)}`)).json.General
      .PaymentReference as string;
    const csv = `Date,Amount,Currency,Name,Reference,BankRef\n2026-03-01,40.00,EUR,Payer,${reference},L-1\n2026-03-02,9.00,EUR,Stranger,Thanks,L-2\n`;
    const statement = await importStatement(a.deps, a.principal, { kind: 'csv', type: 'text/csv', text: csv });
    const first = a.losing.take(a.accountId);
    expect(first).toHaveLength(1);
    expect(await a.pending('statement')).toMatchObject([{ ref: String(statement.statementId) }]);
    const again = await a.sweep();
    expect(again).toEqual(first);
    // The lost message and its copy both arrive in the end: each credit once.
    await importBatch(dynamoStores, again[0]!.body as unknown as ImportBatch);
    await importBatch(dynamoStores, first[0]!.body as unknown as ImportBatch);
    expect(await dynamoStores.bank.statement(a.accountId, statement.statementId)).toMatchObject({
      batchesDone: 1,
      matched: 1,
      unmatched: 1,
      duplicates: 0,
    });
    expect(await a.pending('statement')).toEqual([]);
  });

  it("a clock's run: queued again until a run has done everything due", async () => {
    const a = await account('Lost clock run');
    await moveClock(a.deps, a.principal, { now: '2044-01-10T09:00:00Z' });
    expect(await a.pending('accountrun')).toHaveLength(1);
    expect(await a.sweep()).toEqual([{ queue: 'account-runs', body: { accountId: a.accountId } }]);
    await runAccount(a.deps, a.accountId, Date.now() + 60_000);
    expect(await a.pending('accountrun')).toEqual([]);
  });

  it('a recurring invoice made and not e-mailed (a crash between): e-mailed by the run the sweep queues, once', async () => {
    const a = await account('Lost send');
    const client = await a.own('POST', '/api/client/create', {
      Reference: 'MAILED',
      Company: { CompanyName: 'Mailed SA' },
      Contacts: [{ FirstName: 'Ann', LastName: 'Payer', Email: 'ann@payer.example', Principal: true }],
    });
    expect(client.status, client.text).toBe(200);
    const created = await a.own('POST', '/api/recurring/create', {
      Client: { Reference: 'MAILED' },
      Frequency: 'monthly',
      StartDate: '2045-01-15',
      Occurrences: 1,
      Send: 'email',
      Items: [{ Description: 'Retainer', UnitRate: 100, Quantity: 1 }],
    });
    expect(created.status, created.text).toBe(200);
    await moveClock(a.deps, a.principal, { now: '2045-02-01T09:00:00Z' });
    // The run makes the invoice, then the process dies as it e-mails it.
    const crashing = {
      ...a.deps,
      mail: {
        send: async () => {
          throw new Error('the process died');
        },
      },
    };
    await expect(runAccount(crashing, a.accountId, Date.now() + 60_000)).rejects.toThrow('the process died');
    const [made] = (await a.own('GET', '/api/document.svc/list/invoice?recurring=REC-0001')).json as {
      Number: string;
      Status: string;
    }[];
    expect(made).toMatchObject({ Status: 'draft' });
    expect(await a.pending('send')).toMatchObject([{ ref: made!.Number }]);
    const again = await a.sweep();
    expect(again.map((m) => m.queue)).toContain('account-runs');
    await runAccount(a.deps, a.accountId, Date.now() + 60_000);
    const sent = (await a.own('GET', `/api/document.svc/get/invoice/${encodeURIComponent(made!.Number)}`)).json;
    expect(sent.General.Status).toBe('sent');
    expect(await a.pending('send')).toEqual([]);
    // A run once more sends nothing again.
    await runAccount(a.deps, a.accountId, Date.now() + 60_000);
    const history = (await a.own('GET', `/api/document.svc/history/invoice/${encodeURIComponent(made!.Number)}`))
      .json as { action: string }[];
    expect(history.filter((h) => h.action === 'send')).toHaveLength(1);
  });
});
