import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { allPorts as localPorts } from '../../infra/local/ports.ts';
import { hashToken } from '../../shared/access/tokens.ts';
import { db, table } from '../../shared/adapters/dynamodb/dynamo.ts';
import { keys } from '../../shared/adapters/dynamodb/keys.ts';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { s3Archive } from '../../shared/adapters/s3/archive.ts';
import { archiveDocument, archiveFolder, archiveFromMessage } from '../../shared/features/audit/archive.ts';
import { hashOf } from '../../shared/features/audit/chain.ts';
import type { JournalEntry } from '../../shared/features/audit/model.ts';
import { runDue } from '../../shared/features/recurring/runs.ts';
import { updateRecurring } from '../../shared/features/recurring/service.ts';
import { archiveWriters } from '../../shared/renderers/writers.ts';
import { newAccount, useApi } from '../support/api.ts';
import { exportedFile } from '../support/exported.ts';

/**
 * The audit journal on DynamoDB Local (docs/api.md §22): an entry per provable event, Seq without
 * gap under concurrency, the chain, verify catching an edit made straight in the table, and the
 * exported journal verified offline by the documented command.
 */
const api = useApi();
const archiveDeps = { ...dynamoStores, archive: s3Archive, writers: archiveWriters };

async function account() {
  const { token } = await newAccount('Audit');
  const principal = (await dynamoStores.accounts.principal(hashToken(token)))!;
  const own = (method: string, path: string, json?: unknown) => api.call(method, path, { token, json });
  const client = await own('POST', '/api/client/create', { Reference: 'BUYER', Company: { CompanyName: 'Buyer SA' } });
  expect(client.status, client.text).toBe(200);
  const draft = async (rate = 100) => {
    const res = await own('POST', '/api/document.svc/create/invoice', {
      Client: { Reference: 'BUYER' },
      Items: [{ Description: 'Work', UnitRate: rate, Quantity: 2, VAT: 20 }],
    });
    expect(res.status, res.text).toBe(200);
    return res.text.replace('Reference: ', '');
  };
  const issue = (n: string) => own('PUT', `/api/document.svc/update/invoice/${n}`, { General: { Status: 'sent' } });
  const journal = async (query = '') => {
    const res = await own('GET', `/api/audit/list?limit=1000${query}`);
    expect(res.status, res.text).toBe(200);
    return res.json as JournalEntry[];
  };
  const verify = async () => {
    const res = await own('GET', '/api/audit/verify');
    expect(res.status, res.text).toBe(200);
    return res.json as {
      Valid: boolean;
      Entries: number;
      Head: string | null;
      Broken?: { Seq: number; Reason: string };
    };
  };
  return { token, principal, own, draft, issue, journal, verify };
}

const expectChained = (entries: JournalEntry[]) => {
  entries.forEach((e, i) => {
    expect(e.Seq).toBe(i + 1);
    expect(e.Previous).toBe(i === 0 ? null : entries[i - 1]!.Hash);
    expect(hashOf(e)).toBe(e.Hash);
    if (i > 0) expect(e.At >= entries[i - 1]!.At).toBe(true);
  });
};

describe('the audit journal', () => {
  it('appends an entry per provable event, in order and chained; a draft and its edits make none', async () => {
    const a = await account();
    const n = await a.draft();
    await a.own('PUT', `/api/document.svc/update/invoice/${n}`, {
      Items: [{ Description: 'Edited', UnitRate: 5, Quantity: 1, VAT: 20 }],
    });
    expect(await a.journal()).toEqual([]);
    expect((await a.issue(n)).status).toBe(200);
    const paid = await a.own('POST', '/api/payment/create', { Invoice: n, Amount: 2 });
    expect(paid.status, paid.text).toBe(200);
    const paymentId = Number(paid.text.replace('Reference: ', ''));
    expect((await a.own('DELETE', `/api/payment/delete/${paymentId}`)).status).toBe(200);
    const cancel = await a.own('PUT', `/api/document.svc/action/cancel/invoice/${n}`);
    expect(cancel.status, cancel.text).toBe(200);
    const note = cancel.text.replace('Reference: ', '');
    const entries = await a.journal();
    expect(entries.map((e) => [e.Kind, e.Object])).toEqual([
      ['invoice.issued', { Number: n, Type: 'invoice' }],
      ['payment.recorded', { Invoice: n, PaymentId: paymentId, Type: 'payment' }],
      ['payment.deleted', { Invoice: n, PaymentId: paymentId, Type: 'payment' }],
      ['creditnote.issued', { Number: note, Type: 'creditnote' }],
      ['invoice.cancelled', { Number: n, Type: 'invoice' }],
    ]);
    expectChained(entries);
    // The issue and the cancel took the same content: nothing of what the invoice states changed.
    expect(entries[4]!.Digest).toBe(entries[0]!.Digest);
    expect(await a.verify()).toEqual({ Valid: true, Entries: 5, Head: entries[4]!.Hash });
    expect((await a.journal('&kind=payment.deleted')).map((e) => e.Seq)).toEqual([3]);
    expect(await a.journal('&from=2999-01-01')).toEqual([]);
    expect((await a.own('GET', '/api/audit/list?from=yesterday')).status).toBe(400);
  });

  it('twenty concurrent issues: twenty entries, Seq without gap or repeat, one chain', async () => {
    const a = await account();
    const numbers = await Promise.all(Array.from({ length: 20 }, (_, i) => a.draft(10 + i)));
    const answers = await Promise.all(numbers.map(a.issue));
    expect(answers.map((r) => r.status)).toEqual(numbers.map(() => 200));
    const entries = await a.journal();
    expect(entries).toHaveLength(20);
    expectChained(entries);
    expect(new Set(entries.map((e) => e.Object.Number))).toEqual(new Set(numbers));
    expect((await a.verify()).Valid).toBe(true);
  });

  it('verify finds a document changed behind the API, at the first entry about it', async () => {
    const a = await account();
    const first = await a.draft();
    const second = await a.draft(50);
    await a.issue(first);
    await a.issue(second);
    await a.own('POST', '/api/payment/create', { Invoice: first, Amount: 10 });
    const entries = await a.journal();
    expect((await a.verify()).Valid).toBe(true);
    await db().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.document(a.principal.accountId, 'invoice', second),
        UpdateExpression: 'SET #record.#items[0].#rate = :rate',
        ExpressionAttributeNames: { '#record': 'record', '#items': 'Items', '#rate': 'UnitRate' },
        ExpressionAttributeValues: { ':rate': '5' },
      }),
    );
    const broken = await a.verify();
    const at = entries.find((e) => e.Object.Number === second)!;
    expect(broken).toMatchObject({
      Valid: false,
      Entries: at.Seq - 1,
      Broken: { Seq: at.Seq, Kind: 'invoice.issued' },
    });
  });

  it('verify finds an entry changed, removed or added behind the API', async () => {
    const a = await account();
    for (const n of [await a.draft(), await a.draft(), await a.draft()]) await a.issue(n);
    await db().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.journalEntry(a.principal.accountId, 2),
        UpdateExpression: 'SET #at = :at',
        ExpressionAttributeNames: { '#at': 'At' },
        ExpressionAttributeValues: { ':at': '2001-01-01T00:00:00.000Z' },
      }),
    );
    expect(await a.verify()).toMatchObject({ Valid: false, Entries: 1, Broken: { Seq: 2 } });

    // The last entry removed: the chain holds, but ends before its head.
    const b = await account();
    for (const n of [await b.draft(), await b.draft()]) await b.issue(n);
    const last = keys.journalEntry(b.principal.accountId, 2);
    const removed = (await db().send(new GetCommand({ TableName: table(), Key: last }))).Item!;
    await db().send(new DeleteCommand({ TableName: table(), Key: last }));
    expect(await b.verify()).toMatchObject({ Valid: false, Entries: 1, Broken: { Seq: 2 } });
    // Put back, and a forged entry past the head: refused, though it chains.
    await db().send(new PutCommand({ TableName: table(), Item: removed }));
    expect((await b.verify()).Valid).toBe(true);
    const forged = { ...removed, ...keys.journalEntry(b.principal.accountId, 3), Seq: 3, Previous: removed.Hash };
    await db().send(new PutCommand({ TableName: table(), Item: { ...forged, Hash: hashOf(forged as never) } }));
    expect(await b.verify()).toMatchObject({ Valid: false, Entries: 2, Broken: { Seq: 3 } });
  });

  it('the audit export is the journal as JSON lines, and the documented command verifies it offline', async () => {
    const a = await account();
    const n = await a.draft();
    await a.issue(n);
    await a.own('POST', '/api/payment/create', { Invoice: n, Amount: 240 });
    const { job, text } = await exportedFile(a.principal, { Kind: 'audit', From: '2000-01-01', To: '2099-12-31' });
    const before = (await a.journal()).filter((e) => e.Kind !== 'export.made');
    expect(
      text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual(before);
    expect(job.rows).toBe(before.length);
    // The export itself is the journal's next entry.
    expect((await a.journal()).at(-1)).toMatchObject({
      Kind: 'export.made',
      Object: { ExportId: job.exportId, Kind: 'audit' },
    });

    const dir = mkdtempSync(join(tmpdir(), 'journal-'));
    const file = join(dir, 'journal.jsonl');
    writeFileSync(file, text);
    const tool = join(import.meta.dirname, '../../infra/tools/verify-journal.mjs');
    expect(execFileSync(process.execPath, [tool, file], { encoding: 'utf8' })).toContain(
      `valid: ${before.length} entries`,
    );
    writeFileSync(file, readFileSync(file, 'utf8').replace('"Kind":"payment.recorded"', '"Kind":"payment.deleted"'));
    expect(() => execFileSync(process.execPath, [tool, file], { stdio: 'pipe' })).toThrow(/line 2 \(Seq 2\)/);
  });
});

describe('the archive', () => {
  const files = async (a: Awaited<ReturnType<typeof account>>, n: string) => {
    const res = await a.own('GET', `/api/audit/archive/invoice/${n}`);
    expect(res.status, res.text).toBe(200);
    return res.json as { Name: string; Type: string; Url: string }[];
  };
  const bytes = async (a: Awaited<ReturnType<typeof account>>, path: string) => {
    const res = await fetch(api.state.baseUrl + path, { headers: { authorization: `Bearer ${a.token}` } });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  it("keeps an issued invoice's PDF as issued: the API's changes with a payment, the archive's never; nothing writes over it", async () => {
    const a = await account();
    const n = await a.draft();
    expect((await a.own('GET', `/api/audit/archive/invoice/${n}`)).status).toBe(404);
    await a.issue(n);
    const issuedPdf = await bytes(a, `/api/document.svc/get/invoice/${n}/pdf`);
    // The archive worker's own work, as its queue hands it the issue.
    await archiveFromMessage(archiveDeps, { accountId: a.principal.accountId, type: 'invoice', number: n });
    const listed = await files(a, n);
    expect(listed.map((f) => f.Name)).toEqual(['document.pdf']);
    expect(await bytes(a, listed[0]!.Url)).toEqual(issuedPdf);
    await a.own('POST', '/api/payment/create', { Invoice: n, Amount: 240 });
    expect(await bytes(a, `/api/document.svc/get/invoice/${n}/pdf`)).not.toEqual(issuedPdf);
    const doc = (await dynamoStores.documents.get(a.principal.accountId, 'invoice', n))!;
    await archiveDocument(archiveDeps, doc);
    expect(
      await s3Archive.keep(`${archiveFolder(doc)}document.pdf`, { type: 'application/pdf', bytes: Buffer.from('x') }),
    ).toBe(false);
    expect(await bytes(a, listed[0]!.Url)).toEqual(issuedPdf);
    for (const method of ['PUT', 'DELETE'])
      expect((await api.call(method, listed[0]!.Url, { token: a.token })).status).toBe(405);
  });
});

describe("numbering at issue (the profile's Numbering at_issue)", () => {
  const numbered = async () => {
    const a = await account();
    const profile = await a.own('PUT', '/api/account/profile', { Numbering: 'at_issue' });
    expect(profile.status, profile.text).toBe(200);
    return a;
  };
  const get = async (a: Awaited<ReturnType<typeof account>>, n: string) => {
    const res = await a.own('GET', `/api/document.svc/get/invoice/${n}`);
    expect(res.status, res.text).toBe(200);
    return res.json as { General: { Number: string; DraftNumber?: string; Status: string } };
  };

  it('twenty drafts issued at once take INV-0001 to INV-0020, one each, in the order of their issues', async () => {
    const a = await numbered();
    const drafts = await Promise.all(Array.from({ length: 20 }, (_, i) => a.draft(10 + i)));
    expect(new Set(drafts)).toEqual(new Set(Array.from({ length: 20 }, (_, i) => `DRAFT-${i + 1}`)));
    const answers = await Promise.all(drafts.map(a.issue));
    expect(answers.map((r) => r.status)).toEqual(drafts.map(() => 200));
    const issued = await Promise.all(drafts.map((n) => get(a, n)));
    expect(issued.map((d) => d.General.Number).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `INV-${String(i + 1).padStart(4, '0')}`),
    );
    for (const [i, doc] of issued.entries()) {
      expect(doc.General.DraftNumber).toBe(drafts[i]);
      expect((await get(a, doc.General.Number)).General.DraftNumber).toBe(drafts[i]);
    }
    // The journal took them in the order of the series, and verify finds no gap.
    const entries = await a.journal();
    expect(entries.map((e) => e.Object.Series)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(entries.map((e) => e.Object.Number)).toEqual(issued.map((d) => d.General.Number).sort());
    expect((await a.verify()).Valid).toBe(true);
  });

  it('a refused issue takes no place; a draft deleted leaves none empty; a Number chosen is 400', async () => {
    const a = await numbered();
    const late = await a.draft();
    // Dated after today: every later issue would have to wait for that date, so it is refused.
    const ahead = await a.own('PUT', `/api/document.svc/update/invoice/${late}`, {
      General: { DateIssue: '2099-01-10', DueDate: '2099-02-10', Status: 'sent' },
    });
    expect(ahead.status, ahead.text).toBe(409);
    expect(ahead.json.error).toMatchObject({ code: 'issue_date_order', details: [{ field: 'General.DateIssue' }] });
    expect((await get(a, late)).General).toMatchObject({ Number: late, Status: 'draft' });
    const dated = await a.own('PUT', `/api/document.svc/update/invoice/${late}`, {
      General: { DateIssue: '2026-01-10', DueDate: '2026-02-10', Status: 'sent' },
    });
    expect(dated.status, dated.text).toBe(200);
    expect((await get(a, late)).General.Number).toBe('INV-0001');
    const early = await a.draft();
    const refused = await a.own('PUT', `/api/document.svc/update/invoice/${early}`, {
      General: { DateIssue: '2026-01-09', Status: 'sent' },
    });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json).toMatchObject({ error: { code: 'issue_date_order' } });
    expect((await get(a, early)).General).toMatchObject({ Number: early, Status: 'draft' });
    expect((await a.own('DELETE', `/api/document.svc/delete/invoice/${early}`)).status).toBe(200);
    const next = await a.draft();
    await a.own('PUT', `/api/document.svc/update/invoice/${next}`, { General: { DateIssue: '2026-01-10' } });
    expect((await a.issue(next)).status).toBe(200);
    expect((await get(a, next)).General.Number).toBe('INV-0002');
    const chosen = await a.own('POST', '/api/document.svc/create/invoice', {
      General: { Number: 'F-2031-7' },
      Client: { Reference: 'BUYER' },
      Items: [{ Description: 'Work', UnitRate: 1, Quantity: 1, VAT: 20 }],
    });
    expect(chosen.status, chosen.text).toBe(400);
    // A payment issues a draft with the series' next Number, and names that Number.
    const paidDraft = await a.draft();
    await a.own('PUT', `/api/document.svc/update/invoice/${paidDraft}`, { General: { DateIssue: '2026-01-10' } });
    const paid = await a.own('POST', '/api/payment/create', { Invoice: paidDraft, Amount: 10 });
    expect(paid.status, paid.text).toBe(200);
    const payment = await a.own('GET', `/api/payment/get/${paid.text.replace('Reference: ', '')}`);
    expect(payment.json).toMatchObject({ Invoice: 'INV-0003' });
    expect((await a.verify()).Valid).toBe(true);
  });

  it('back to numbering at creation: a draft holding DRAFT-<n> takes the series at its issue, never its provisional Number', async () => {
    const a = await numbered();
    const held = await a.draft();
    expect((await a.own('PUT', '/api/account/profile', { Numbering: 'at_create' })).status).toBe(200);
    expect((await a.issue(held)).status).toBe(200);
    expect((await get(a, held)).General).toMatchObject({ Number: 'INV-0001', DraftNumber: held });
    const fresh = await a.draft();
    expect(fresh).toBe('INV-0002');
    expect((await a.verify()).Valid).toBe(true);
  });

  it('the estimate an invoice was made of, and the recurring profile that made it, name it as issued', async () => {
    const a = await numbered();
    const estimate = await a.own('POST', '/api/document.svc/create/estimate', {
      Client: { Reference: 'BUYER' },
      Items: [{ Description: 'Work', UnitRate: 50, Quantity: 1, VAT: 20 }],
    });
    expect(estimate.status, estimate.text).toBe(200);
    const quoted = estimate.text.replace('Reference: ', '');
    const made = await a.own('PUT', `/api/document.svc/action/invoice/estimate/${quoted}`);
    expect(made.status, made.text).toBe(200);
    const draft = made.text.replace('Reference: ', '');
    expect(draft).toMatch(/^DRAFT-/);
    const getEstimate = async () => (await a.own('GET', `/api/document.svc/get/estimate/${quoted}`)).json;
    expect((await getEstimate()).General.Invoice).toBe(draft);
    // Paid before it was sent: the first payment issues it (the payments' own transaction).
    const paid = await a.own('POST', '/api/payment/create', { Invoice: draft, Amount: 10 });
    expect(paid.status, paid.text).toBe(200);
    const issued = (await get(a, draft)).General.Number;
    expect(issued).toBe('INV-0001');
    const after = await getEstimate();
    expect(after.General).toMatchObject({ Invoice: issued, Status: 'accepted' });
    expect((await a.own('GET', `/api/document.svc/get/invoice/${after.General.Invoice}`)).status).toBe(200);

    // A recurring profile's last invoice, made a draft and issued by an update.
    const recurring = async (StartDate: string, Occurrences: number) => {
      const made = await a.own('POST', '/api/recurring/create', {
        Client: { Reference: 'BUYER' },
        Frequency: 'monthly',
        StartDate,
        Occurrences,
        Items: [{ Description: 'Retainer', UnitRate: 100, Quantity: 1, VAT: 20 }],
      });
      expect(made.status, made.text).toBe(200);
      return made.text.replace('Reference: ', '');
    };
    const id = await recurring('2041-01-10', 1);
    await dynamoStores.accounts.moveClock(
      a.principal.accountId,
      0,
      Date.parse('2041-02-01T00:00:00Z') - Date.now(),
      Date.now() + 60_000,
    );
    expect(await runDue(localPorts, a.principal.accountId)).toBe(1);
    const last = (await a.own('GET', `/api/recurring/get/${id}`)).json.LastInvoice as string;
    expect(last).toMatch(/^DRAFT-/);
    expect((await a.issue(last)).status).toBe(200);
    expect((await a.own('GET', `/api/recurring/get/${id}`)).json.LastInvoice).toBe('INV-0002');
    expect((await get(a, 'INV-0002')).General.DraftNumber).toBe(last);

    // An update that read the profile before its last invoice was issued writes the issued Number,
    // not the draft it read: its write is refused and made again from a fresh read.
    expect(await runDue(localPorts, a.principal.accountId)).toBe(0);
    const secondId = await recurring('2041-02-01', 2);
    expect(await runDue(localPorts, a.principal.accountId)).toBe(1);
    const secondDraft = (await a.own('GET', `/api/recurring/get/${secondId}`)).json.LastInvoice as string;
    expect(secondDraft).toMatch(/^DRAFT-/);
    let reads = 0;
    const issuedBetween = {
      ...dynamoStores,
      recurring: {
        ...dynamoStores.recurring,
        async get(accountId: string, recurringId: string) {
          const read = await dynamoStores.recurring.get(accountId, recurringId);
          reads += 1;
          if (reads === 1) expect((await a.issue(secondDraft)).status).toBe(200);
          return read;
        },
      },
    };
    const updated = await updateRecurring(issuedBetween, a.principal, secondId, { Name: 'Support retainer' });
    expect(reads).toBe(2);
    expect(updated.lastInvoice).toBe('INV-0003');
    const stored = (await a.own('GET', `/api/recurring/get/${secondId}`)).json;
    expect(stored).toMatchObject({ LastInvoice: 'INV-0003', Name: 'Support retainer' });
  });
});
