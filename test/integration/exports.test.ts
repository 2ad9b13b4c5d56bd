import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { parse } from 'csv-parse/sync';
import { describe, expect, inject, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../infra/local/environment.ts';
import { hashToken } from '../../shared/access/tokens.ts';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import type { ExportKind, ExportMessage } from '../../shared/features/exports/model.ts';
import {
  createExport,
  exportFromMessage,
  failExport,
  fileKeyOf,
  getExport,
  runExport,
} from '../../shared/features/exports/service.ts';
import { config } from '../../shared/kernel/config.ts';
import { newAccount, useApi } from '../support/api.ts';
import { exportDeps, exportedFile } from '../support/exported.ts';

/**
 * Exports on DynamoDB Local and the emulator's S3 (docs/exports.md): the file read back with an
 * independent parser, every FEC entry balanced, a file gone made again on demand.
 */
const api = useApi();
const FEC_DATE = /^\d{8}$/;
const FEC_AMOUNT = /^\d+,\d{2}$/;

async function account() {
  const { token } = await newAccount('Exports');
  const accountId = (await dynamoStores.accounts.principal(hashToken(token)))!.accountId;
  const own = (method: string, path: string, json?: unknown) => api.call(method, path, { token, json });
  const { deps, sent } = exportDeps();
  const principal = (await dynamoStores.accounts.principal(hashToken(token)))!;
  return { accountId, own, deps, sent, principal };
}

/** Creates an export and runs its message as the worker does; answers the job and its file. */
async function exported(a: Awaited<ReturnType<typeof account>>, body: { Kind: ExportKind; From: string; To: string }) {
  const { job, url, text } = await exportedFile(a.principal, body);
  expect(job.status).toBe('done');
  return { job, url: url!, text };
}

describe('exports', () => {
  it('writes a FEC whose every entry balances, read back by an independent parser; other currencies are skipped and counted', async () => {
    const a = await account();
    const client = await a.own('POST', '/api/client/create', {
      Reference: 'ACME',
      Company: { CompanyName: 'Acme SARL "Paris"' },
    });
    expect(client.status, client.text).toBe(200);
    const invoice = async (currency: string, lines: object[], date: string) => {
      const res = await a.own('POST', '/api/document.svc/create/invoice', {
        General: { Status: 'sent', DateIssue: date, Currency: currency },
        Client: { Reference: 'ACME' },
        Items: lines,
      });
      expect(res.status, res.text).toBe(200);
      return res.text.replace('Reference: ', '');
    };
    const first = await invoice(
      'EUR',
      [
        { Description: 'Work', UnitRate: 100, Quantity: 1, VAT: 20 },
        { Description: 'Book', UnitRate: 19.99, Quantity: 3, VAT: 5.5 },
        { Description: 'Free', UnitRate: 10, Quantity: 1, VAT: 0 },
      ],
      '2026-03-02',
    );
    await invoice('USD', [{ Description: 'Abroad', UnitRate: 50, Quantity: 1, VAT: 0 }], '2026-03-03');
    const note = await a.own('POST', '/api/document.svc/create/creditnote', {
      General: { Invoice: first, DateIssue: '2026-03-04' },
      Items: [{ Description: 'Back', UnitRate: 10, Quantity: 1, VAT: 20 }],
    });
    await a.own('PUT', `/api/document.svc/action/issue/creditnote/${note.text.replace('Reference: ', '')}`);
    await a.own('POST', '/api/payment/create', { Invoice: first, Amount: 50, Date: '2026-03-20' });

    const { job, text } = await exported(a, { Kind: 'fec', From: '2026-03-01', To: '2026-03-31' });
    expect(job.fileName).toBe('FEC20260301-20260331.txt');
    // With its SIREN, the business's FEC is named as the administration asks: <SIREN>FEC<closing date>.txt.
    expect(
      (await a.own('PUT', '/api/account/profile', { RegistrationId: '303265045', RegistrationScheme: '0002' })).status,
    ).toBe(200);
    const named = await exported(a, { Kind: 'fec', From: '2026-01-01', To: '2026-12-31' });
    expect(named.job.fileName).toBe('303265045FEC20261231.txt');
    expect(decodeURIComponent(named.url)).toContain('filename="303265045FEC20261231.txt"');
    const rows = parse(text, { delimiter: '\t', columns: true, quote: false, relax_column_count: false }) as Record<
      string,
      string
    >[];
    expect(Object.keys(rows[0]!)).toHaveLength(18);
    expect(job.rows).toBe(rows.length);
    expect(job.skipped).toBe(1);
    const byEntry = new Map<string, Record<string, string>[]>();
    for (const row of rows) byEntry.set(row.EcritureNum!, [...(byEntry.get(row.EcritureNum!) ?? []), row]);
    expect([...byEntry.keys()]).toEqual(['1', '2', '3']);
    const cents = (s: string) => Math.round(Number(s.replace(',', '.')) * 100);
    for (const lines of byEntry.values()) {
      expect(lines.reduce((sum, l) => sum + cents(l.Debit!) - cents(l.Credit!), 0)).toBe(0);
      for (const l of lines) {
        for (const field of ['EcritureDate', 'PieceDate', 'ValidDate']) expect(l[field]).toMatch(FEC_DATE);
        expect(l.Debit).toMatch(FEC_AMOUNT);
        expect(l.Credit).toMatch(FEC_AMOUNT);
      }
    }
    // The invoice: the client debited with TotalNET; sales, then VAT per rate (none for 0 %).
    const sale = byEntry.get('1')!;
    expect(sale.map((l) => [l.CompteNum, l.Debit, l.Credit])).toEqual([
      ['411000', '193,27', '0,00'],
      ['706000', '0,00', '169,97'],
      ['445710', '0,00', '3,30'],
      ['445710', '0,00', '20,00'],
    ]);
    expect(sale[0]!.CompAuxLib).toBe('Acme SARL "Paris"');
    // The credit note reverses; the payment debits the bank.
    expect(byEntry.get('2')!.map((l) => [l.JournalCode, l.CompteNum, l.Debit, l.Credit])).toEqual([
      ['VE', '411000', '0,00', '12,00'],
      ['VE', '706000', '10,00', '0,00'],
      ['VE', '445710', '2,00', '0,00'],
    ]);
    expect(byEntry.get('3')!.map((l) => [l.JournalCode, l.CompteNum, l.Debit, l.Credit, l.EcritureDate])).toEqual([
      ['BQ', '512000', '50,00', '0,00', '20260320'],
      ['BQ', '411000', '0,00', '50,00', '20260320'],
    ]);
  });

  it("books to the profile's accounts, and writes the CSVs with a header and every currency", async () => {
    const a = await account();
    const put = await a.own('PUT', '/api/account/profile', { Accounts: { Sales: '706100', Bank: '512100' } });
    expect(put.json.Accounts).toEqual({
      Clients: '411000',
      Sales: '706100',
      VAT: '445710',
      Bank: '512100',
      Suppliers: '401000',
      DeductibleVAT: '445660',
    });
    expect((await a.own('PUT', '/api/account/profile', { Accounts: { VAT: '44571A' } })).status).toBe(400);
    const made = await a.own('POST', '/api/document.svc/create/invoice', {
      General: { Status: 'sent', DateIssue: '2026-05-02', Currency: 'GBP' },
      Client: { ClientName: 'Smith, "and" Sons' },
      Items: [{ Description: 'Work', UnitRate: 100, Quantity: 1, VAT: 20 }],
    });
    const number = made.text.replace('Reference: ', '');
    await a.own('POST', '/api/payment/create', {
      Invoice: number,
      Amount: 20.5,
      Date: '2026-05-03',
      Notes: 'line\nbreak',
    });
    const invoices = await exported(a, { Kind: 'invoices_csv', From: '2026-05-01', To: '2026-05-31' });
    const [row] = parse(invoices.text, { columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({ Number: number, ClientName: 'Smith, "and" Sons', Currency: 'GBP', TotalNET: '120' });
    const payments = await exported(a, { Kind: 'payments_csv', From: '2026-05-01', To: '2026-05-31' });
    expect(parse(payments.text, { columns: true })).toMatchObject([
      { Invoice: number, Amount: '20.5', Currency: 'GBP', Notes: 'line\nbreak' },
    ]);
    const fec = await exported(a, { Kind: 'fec', From: '2026-05-01', To: '2026-05-31' });
    expect(fec.job).toMatchObject({ rows: 0, skipped: 1 });
  });

  it("serves an export's file only through its pre-signed link, while its signature holds and before it expires, as S3 does", async () => {
    const a = await account();
    const { url, job } = await exported(a, { Kind: 'payments_csv', From: '2026-01-01', To: '2026-01-31' });
    expect((await fetch(url)).status).toBe(200);
    const signature = new URL(url).searchParams.get('X-Amz-Signature')!;
    const forged = url.replace(signature, `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
    expect((await fetch(forged)).status).toBe(403);
    // The link of another file, its signature kept: refused.
    const other = new URL(url);
    other.pathname = other.pathname.replace(/[^/]+$/, 'other.csv');
    expect(other.toString()).not.toBe(url);
    expect((await fetch(other)).status).toBe(403);
    const bare = url.split('?')[0]!;
    expect((await fetch(bare)).status).toBe(403);
    const s3 = new S3Client({
      endpoint: inject('sqsEndpoint'),
      region: 'us-east-1',
      credentials: LOCAL_CREDENTIALS,
      forcePathStyle: true,
    });
    const expired = await getSignedUrl(
      s3,
      new GetObjectCommand({ Bucket: config.exportsBucket, Key: fileKeyOf(job) }),
      {
        expiresIn: 60,
        signingDate: new Date(Date.now() - 120_000),
      },
    );
    const refused = await fetch(expired);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Request has expired');
    const fresh = await getSignedUrl(s3, new GetObjectCommand({ Bucket: config.exportsBucket, Key: fileKeyOf(job) }), {
      expiresIn: 60,
    });
    expect((await fetch(fresh)).status).toBe(200);
  });

  it('makes a done export again when its file is gone (expired, or the emulator restarted), and marks a job failed on its last try', async () => {
    const a = await account();
    const { job } = await exported(a, { Kind: 'payments_csv', From: '2026-01-01', To: '2026-01-31' });
    const s3 = new S3Client({
      endpoint: inject('sqsEndpoint'),
      region: 'us-east-1',
      credentials: LOCAL_CREDENTIALS,
      forcePathStyle: true,
    });
    await s3.send(new DeleteObjectCommand({ Bucket: config.exportsBucket, Key: fileKeyOf(job) }));
    const again = await getExport(a.deps, a.principal, job.exportId);
    expect(again).toEqual({ job: expect.objectContaining({ status: 'running' }) });
    expect(a.sent).toHaveLength(1);
    await runExport(a.deps, JSON.parse(a.sent.pop()!.body));
    expect((await getExport(a.deps, a.principal, job.exportId)).url).toMatch(/^http/);

    const made = await createExport(a.deps, a.principal, { Kind: 'fec', From: '2026-01-01', To: '2026-01-31' });
    const message = JSON.parse(a.sent.pop()!.body) as ExportMessage;
    expect(await failExport(a.deps, message, 2)).toBe(false);
    // The worker's message: a failure thrown for the queue to bring back, but on the last try the job failed.
    const write = async () => {
      throw new Error('the bucket did not answer');
    };
    const failing = { ...a.deps, exportFiles: { ...a.deps.exportFiles, write } };
    await expect(exportFromMessage(failing, message, 2)).rejects.toThrow('did not answer');
    expect((await a.own('GET', `/api/export/get/${made.exportId}`)).json).toMatchObject({ Status: 'running' });
    await exportFromMessage(failing, message, 3);
    expect((await a.own('GET', `/api/export/get/${made.exportId}`)).json).toMatchObject({
      Status: 'failed',
      Url: null,
    });
  });
});
