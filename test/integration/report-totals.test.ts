import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../shared/access/tokens.ts';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { reportsStore } from '../../shared/adapters/dynamodb/reports-store.ts';
import { rebuildTotals } from '../../shared/features/reports/totals.ts';
import { decimal } from '../../shared/kernel/money.ts';
import { newAccount, useApi } from '../support/api.ts';
import { useReportWorker } from '../support/report-worker.ts';
import { eventually } from '../support/wait.ts';

/**
 * The reports' totals on DynamoDB Local, kept by the stream worker as documents change
 * (docs/reports.md): each change added once however often it is delivered, amounts exact.
 */
const api = useApi();
/** The aggregate worker on the stream, each batch delivered twice. */
const keepTotals = useReportWorker(2);

describe('report totals kept by the stream', () => {
  it('move with invoices, payments and deletes; a redelivered batch counts once; a rebuild agrees', async () => {
    const { token } = await newAccount('Reports');
    const accountId = (await dynamoStores.accounts.principal(hashToken(token)))!.accountId;
    keepTotals(accountId);
    const own = (method: string, path: string, json?: unknown) => api.call(method, path, { token, json });
    const invoice = await own('POST', '/api/document.svc/create/invoice', {
      General: { Status: 'sent', DateIssue: '2026-03-05', DueDate: '2026-04-04' },
      Client: { ClientName: 'Client' },
      Items: [
        { Description: 'Work', UnitRate: 100, Quantity: 1, VAT: 20 },
        { Description: 'Book', UnitRate: 33.33, Quantity: 1, VAT: 5.5 },
      ],
    });
    const number = invoice.text.replace('Reference: ', '');
    for (const [amount, date] of [
      ['50', '2026-03-10'],
      ['105.16', '2026-04-10'],
    ])
      expect((await own('POST', '/api/payment/create', { Invoice: number, Amount: amount, Date: date })).status).toBe(
        200,
      );
    const draft = await own('POST', '/api/document.svc/create/invoice', {
      General: { DateIssue: '2026-03-06' },
      Items: [{ Description: 'Never', UnitRate: 999, Quantity: 1 }],
    });
    await own('DELETE', `/api/document.svc/delete/invoice/${draft.text.replace('Reference: ', '')}`);

    const vat = async (basis: string) =>
      (await own('GET', `/api/report/vat?from=2026-03&to=2026-04&basis=${basis}`)).json as {
        Currencies: { Rates: { VATPercentage: number; Base: number; VAT: number }[] }[];
      };
    // The completing payment takes what rounding left: the shares sum to the invoice's VAT.
    await eventually(async () => {
      const rates = (await vat('payments')).Currencies[0]?.Rates ?? [];
      return (
        rates.find((r) => r.VATPercentage === 20)?.VAT === 20 &&
        rates.find((r) => r.VATPercentage === 5.5)?.VAT === 1.83
      );
    }, 'the payments to reach the VAT on receipts');
    const revenue = (await own('GET', '/api/report/revenue?from=2026-01&to=2026-12&group=month')).json;
    expect(revenue.Currencies[0].Groups).toEqual([
      { Month: '2026-03', TotalHT: 133.33, TotalVAT: 21.83, TotalNET: 155.16, Invoices: 1, CreditNotes: 0 },
    ]);
    const owed = (await own('GET', '/api/report/receivables')).json;
    expect(owed.Currencies).toEqual([]);

    // The rebuild, from the documents, finds what the stream kept.
    const before = await reportsStore.months(accountId, '2026-01', '2026-12');
    await rebuildTotals(dynamoStores, accountId);
    const after = await reportsStore.months(accountId, '2026-01', '2026-12');
    const plain = (items: typeof before) =>
      Object.fromEntries(
        items.map((a) => [
          JSON.stringify(a.key),
          Object.fromEntries([...a.totals].filter(([, v]) => !v.eq(0)).map(([f, v]) => [f, v.toString()])),
        ]),
      );
    expect(plain(after)).toEqual(plain(before));
  });

  it('is waited for only where a change can move a total: a draft written and deleted leaves no mark, an issue does', async () => {
    // No worker runs on this account's changes: a mark written stays, and the report would wait on it.
    const { token } = await newAccount('Report marks');
    const accountId = (await dynamoStores.accounts.principal(hashToken(token)))!.accountId;
    const own = (method: string, path: string, json?: unknown) => api.call(method, path, { token, json });
    const lines = {
      Client: { ClientName: 'Client' },
      Items: [{ Description: 'Work', UnitRate: 100, Quantity: 1, VAT: 20 }],
    };
    const create = (General: Record<string, unknown>) =>
      own('POST', '/api/document.svc/create/invoice', { General: { DateIssue: '2026-03-05', ...General }, ...lines });
    const draft = (await create({})).text.replace('Reference: ', '');
    expect(
      (await own('PUT', `/api/document.svc/update/invoice/${draft}`, { General: { DateIssue: '2026-03-06' } })).status,
    ).toBe(200);
    const deleted = (await create({})).text.replace('Reference: ', '');
    expect((await own('DELETE', `/api/document.svc/delete/invoice/${deleted}`)).status).toBe(200);
    expect((await own('POST', '/api/document.svc/create/estimate', lines)).status).toBe(200);
    expect(await reportsStore.pendingSince(accountId)).toBeUndefined();

    const before = Date.now();
    expect(
      (await own('PUT', `/api/document.svc/update/invoice/${draft}`, { General: { Status: 'sent' } })).status,
    ).toBe(200);
    expect(await reportsStore.pendingSince(accountId)).toBeGreaterThanOrEqual(before);
    const report = await own('GET', '/api/report/receivables');
    expect(report.status).toBe(200);
    expect((report.json as { Pending: boolean }).Pending).toBe(true);
  }, 30_000);

  it('adds exactly, once per change, and a change of more items than a transaction holds in parts', async () => {
    const accountId = `exact-${randomUUID()}`;
    const many = new Map(
      Array.from({ length: 150 }, (_, i) => {
        const key = {
          kind: 'month' as const,
          month: `${2000 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
        };
        return [`M#${key.month}`, { key, totals: new Map([['r|EUR|NET', decimal('0.1')]]) }];
      }),
    );
    expect(await reportsStore.apply(accountId, 'change-1', many)).toBe(true);
    expect(await reportsStore.apply(accountId, 'change-1', many)).toBe(false);
    expect(await reportsStore.apply(accountId, 'change-2', many)).toBe(true);
    const extra = new Map(
      [...many].slice(0, 1).map(([id, a]) => [id, { ...a, totals: new Map([['r|EUR|NET', decimal('0.2')]]) }]),
    );
    await reportsStore.apply(accountId, 'change-3', extra);
    const months = await reportsStore.months(accountId, '2000-01', '2099-12');
    expect(months).toHaveLength(150);
    expect(months[0]!.totals.get('r|EUR|NET')!.toString()).toBe('0.4');
    expect(months.at(-1)!.totals.get('r|EUR|NET')!.toString()).toBe('0.2');
  });
});
