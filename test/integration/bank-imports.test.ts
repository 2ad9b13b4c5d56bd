import { describe, expect, it } from 'vitest';
import { hashToken } from '../../shared/access/tokens.ts';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { importBatch } from '../../shared/features/bank/credits.ts';
import { newAccount, useApi } from '../support/api.ts';
import { csvStatement, importedStatement } from '../support/bank-import.ts';

/**
 * Bank statement imports on DynamoDB Local (docs/bank-reconciliation.md): each credit imported
 * once whatever runs again, races or is imported twice, every payment recorded once.
 */
const api = useApi();

async function account(name: string) {
  const { token } = await newAccount(name);
  const own = (method: string, path: string, opts: { json?: unknown } = {}) =>
    api.call(method, path, { token, ...opts });
  const accountId = (await dynamoStores.accounts.principal(hashToken(token)))!.accountId;
  const invoice = async (amount: number) => {
    const made = await own('POST', '/api/document.svc/create/invoice', {
      json: {
        General: { Status: 'sent' },
        Client: { ClientName: 'Client' },
        Items: [{ Description: 'Work', UnitRate: amount, Quantity: 1 }],
      },
    });
    expect(made.status, made.text).toBe(200);
    const number = made.text.replace('Reference: ', '');
    const record = (await own('GET', `/api/document.svc/get/invoice/${encodeURIComponent(number)}`)).json;
    return { number, reference: record.General.PaymentReference as string };
  };
  return { own, accountId, invoice };
}

describe('bank statement imports on DynamoDB Local', () => {
  it('a batch run four times at once, and again after: each credit once, one payment each, the counts added once', async () => {
    const { own, accountId, invoice } = await account('Bank race');
    const invoices = await Promise.all([10, 20, 30].map(invoice));
    const rows = [
      ...invoices.map((inv, i) => `2026-03-0${i + 1},${(i + 1) * 10}.00,EUR,Payer ${i},${inv.reference},R-${i}`),
      '2026-03-04,5.00,EUR,Stranger,Thanks,',
      '2026-03-04,5.00,EUR,Stranger,Thanks,',
    ];
    const { statement, batches } = await importedStatement(accountId, csvStatement(rows));
    expect(batches).toHaveLength(1);
    const runs = await Promise.all([1, 2, 3, 4].map(() => importBatch(dynamoStores, batches[0]!)));
    // Every run says the same of each credit: its own import, whoever wrote it.
    for (const counts of runs) expect(counts).toEqual({ matched: 3, unmatched: 2, duplicate: 0 });
    await importBatch(dynamoStores, batches[0]!);
    const done = await dynamoStores.bank.statement(accountId, statement.statementId);
    expect(done).toMatchObject({ matched: 3, unmatched: 2, duplicates: 0, batchesDone: 1, batches: 1 });
    for (const inv of invoices) {
      const payments = await own('GET', `/api/payment/list?invoice=${encodeURIComponent(inv.number)}`);
      expect(payments.json, inv.number).toHaveLength(1);
    }
  });

  it('the same statement imported three times at once: one import of each credit, the others duplicates', async () => {
    const { own, accountId, invoice } = await account('Bank twins');
    const inv = await invoice(50);
    const csv = csvStatement([
      `2026-03-05,50.00,EUR,Payer,${inv.reference},TWIN-1`,
      '2026-03-05,7.00,EUR,Walk-in,Cash,',
    ]);
    const imports = await Promise.all([1, 2, 3].map(() => importedStatement(accountId, csv)));
    await Promise.all(imports.flatMap(({ batches }) => batches.map((b) => importBatch(dynamoStores, b))));
    const statements = await Promise.all(
      imports.map(({ statement }) => dynamoStores.bank.statement(accountId, statement.statementId)),
    );
    const total = (k: 'matched' | 'unmatched' | 'duplicates') => statements.reduce((s, st) => s + st![k], 0);
    expect([total('matched'), total('unmatched'), total('duplicates')]).toEqual([1, 1, 4]);
    const payments = await own('GET', `/api/payment/list?invoice=${encodeURIComponent(inv.number)}`);
    expect(payments.json).toHaveLength(1);
    const entries = await own('GET', '/api/bank/entry/list');
    expect(entries.json).toHaveLength(2);
  });

  it('two credits paying one invoice at once, more than is due together: one matched, the other unmatched as an overpayment', async () => {
    const { own, accountId, invoice } = await account('Bank over');
    const inv = await invoice(100);
    const { batches } = await importedStatement(
      accountId,
      csvStatement([`2026-03-06,70.00,EUR,A,${inv.reference},OV-1`, `2026-03-06,60.00,EUR,B,${inv.reference},OV-2`]),
    );
    expect(await importBatch(dynamoStores, batches[0]!)).toEqual({ matched: 1, unmatched: 1, duplicate: 0 });
    const entries = (await own('GET', '/api/bank/entry/list')).json as { Status: string; Reason: string | null }[];
    expect(entries.map((e) => [e.Status, e.Reason]).sort()).toEqual([
      ['matched', null],
      ['unmatched', 'overpayment'],
    ]);
  });
});

describe('bank credits where the profile numbers invoices at issue', () => {
  it('pay the invoice their RF reference names, issued after it was a draft or issued at once', async () => {
    const { own, accountId } = await account('Bank at issue');
    expect((await own('PUT', '/api/account/profile', { json: { Numbering: 'at_issue' } })).status).toBe(200);
    const draft = async (General: object) => {
      const made = await own('POST', '/api/document.svc/create/invoice', {
        json: {
          General,
          Client: { ClientName: 'Client' },
          Items: [{ Description: 'Work', UnitRate: 40, Quantity: 1 }],
        },
      });
      expect(made.status, made.text).toBe(200);
      return made.text.replace('Reference: ', '');
    };
    const later = await draft({});
    expect(
      (await own('PUT', `/api/document.svc/update/invoice/${later}`, { json: { General: { Status: 'sent' } } })).status,
    ).toBe(200);
    const atOnce = await draft({ Status: 'sent' });
    const invoices = await Promise.all(
      [later, atOnce].map(async (n) => (await own('GET', `/api/document.svc/get/invoice/${n}`)).json),
    );
    // The pointer of the first names its draft Number, the second's its issued one: both are found.
    expect(invoices.map((i) => i.General.Number)).toEqual(['INV-0001', 'INV-0002']);
    const { batches } = await importedStatement(
      accountId,
      csvStatement(invoices.map((inv, k) => `2026-03-10,40.00,EUR,Payer,${inv.General.PaymentReference},AI-${k}`)),
    );
    expect(await importBatch(dynamoStores, batches[0]!)).toEqual({ matched: 2, unmatched: 0, duplicate: 0 });
    for (const n of [later, atOnce])
      expect((await own('GET', `/api/document.svc/get/invoice/${n}`)).json.General.Status).toBe('paid');
  });
});
