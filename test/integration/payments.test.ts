import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { allPorts as deps } from '../../infra/local/ports.ts';
import { allTabs, type Principal } from '../../shared/access/principal.ts';
import { createDocument, getDocument } from '../../shared/features/documents/service.ts';
import { computeTotals } from '../../shared/features/documents/totals.ts';
import { createPayment, deletePayment, listPayments } from '../../shared/features/payments/service.ts';
import { Failure } from '../../shared/kernel/errors.ts';
import { toNumber } from '../../shared/kernel/money.ts';
import { type Call, type Caller, newAccount, useApi } from '../support/api.ts';

const api = useApi();
let call: Caller;
const numberOf = (res: Call) => res.text.replace('Reference: ', '');
const line = (UnitRate: number, extra = {}) => ({ Description: 'Work', UnitRate, Quantity: 1, ...extra });
const invoice = async (items = [line(100)], general = {}) => {
  const res = await call('POST', '/api/document.svc/create/invoice', {
    json: { Items: items, General: general, Client: { ClientName: 'Buyer' } },
  });
  expect(res.status, res.text).toBe(200);
  return numberOf(res);
};
const get = async (number: string) =>
  (await call('GET', `/api/document.svc/get/invoice/${encodeURIComponent(number)}`)).json;
const pay = (json: object) => call('POST', '/api/payment/create', { json });

let accountId: string;

beforeAll(async () => {
  const account = await newAccount('Payments');
  call = api.as(account.token);
  accountId = account.accountId;
});

describe('payments over HTTP', () => {
  it('records a payment, shows it on the invoice, and reverses it on delete', async () => {
    const number = await invoice([line(100, { VAT: 20 })]);
    const created = await pay({
      Invoice: number,
      Amount: '20.10',
      Date: '2026-02-01',
      Method: 'card',
      Reference: 'R1',
    });
    expect(created.status, created.text).toBe(200);
    const id = Number(numberOf(created));
    expect(created.headers.get('location')).toBe(`/api/payment/get/${id}`);
    const inv = await get(number);
    expect(inv.General.Status).toBe('partial');
    expect(inv.Total).toMatchObject({ TotalNET: 120, TotalPaid: 20.1, TotalCredited: 0, TotalDue: 99.9 });
    expect(inv.Payments).toEqual({
      Payment: [{ payment_id: id, Amount: 20.1, Date: '2026-02-01', Method: 'card', Reference: 'R1' }],
    });
    expect((await call('DELETE', `/api/payment/delete/${id}`)).text).toBe('true');
    expect((await call('GET', `/api/payment/get/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/payment/delete/${id}`)).status).toBe(404);
    const after = await get(number);
    expect(after.General.Status).toBe('sent');
    expect(after.Payments).toEqual({});
    expect(after.Total.TotalDue).toBe(120);
  });

  it('refuses overpayment, too many decimals and unknown invoices, storing nothing', async () => {
    const number = await invoice([line(10)]);
    expect((await pay({ Invoice: number, Amount: 10.01 })).json.error.code).toBe('overpayment');
    expect((await pay({ Invoice: number, Amount: 1.001 })).status).toBe(400);
    expect((await pay({ Invoice: number, Amount: 0 })).status).toBe(400);
    expect((await pay({ Invoice: 'NOPE-1', Amount: 1 })).status).toBe(400);
    expect((await pay({ Invoice: number, Amount: 1, Method: 'barter' })).status).toBe(400);
    const inv = await get(number);
    expect(inv.General.Status).toBe('draft');
    expect(inv.Total.TotalPaid).toBe(0);
  });

  it('gives the payment_id of a refused payment back: the next payment takes it', async () => {
    const own = api.as((await newAccount('Payment ids')).token);
    const made = await own('POST', '/api/document.svc/create/invoice', {
      json: { Items: [line(10)], Client: { ClientName: 'Buyer' } },
    });
    const payOwn = (Amount: number) =>
      own('POST', '/api/payment/create', { json: { Invoice: numberOf(made), Amount } });
    expect(numberOf(await payOwn(4))).toBe('1');
    expect((await payOwn(6.01)).json.error.code).toBe('overpayment');
    expect(numberOf(await payOwn(6))).toBe('2');
  });

  it('locks an issued invoice: only Folder may change, money statuses are refused, no delete', async () => {
    const number = await invoice([line(50)], { DueDate: '2099-01-01' });
    const refusedStatus = await call('PUT', `/api/document.svc/update/invoice/${number}`, {
      json: { General: { Status: 'paid' } },
    });
    expect(refusedStatus.json.error.code).toBe('status_follows_payments');
    expect((await pay({ Invoice: number, Amount: 5 })).status).toBe(200);
    const items = await call('PUT', `/api/document.svc/update/invoice/${number}`, {
      json: { Items: [line(1)], General: { DueDate: '2099-02-01', PONumber: '' } },
    });
    expect(items.status).toBe(409);
    expect(items.json.error.code).toBe('invoice_issued');
    expect(items.json.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'General.DueDate',
      'Items',
    ]);
    // Get-modify-put of Folder goes through: fields sent with their current values are no change.
    const record = await get(number);
    const archived = await call('PUT', `/api/document.svc/update/invoice/${number}`, {
      json: { ...record, Folder: 'archived' },
    });
    expect(archived.status, archived.text).toBe(200);
    expect((await call('DELETE', `/api/document.svc/delete/invoice/${number}`)).json.error.code).toBe('invoice_issued');
  });

  it('lists overdue invoices from their own index, and binds cursors to the filters they were read with', async () => {
    const late = await invoice([line(10)], { DateIssue: '2020-01-01', DueDate: '2020-02-01' });
    const onTime = await invoice([line(10)], { DueDate: '2099-02-01' });
    for (const n of [late, onTime]) {
      expect(
        (await call('PUT', `/api/document.svc/update/invoice/${n}`, { json: { General: { Status: 'sent' } } })).status,
      ).toBe(200);
    }
    expect((await get(late)).General.Overdue).toBe(true);
    expect((await get(onTime)).General.Overdue).toBe(false);
    const overdue = await call('GET', '/api/document.svc/list/invoice?status=overdue');
    expect(overdue.json.map((s: { Number: string }) => s.Number)).toContain(late);
    expect(overdue.json.map((s: { Number: string }) => s.Number)).not.toContain(onTime);
    // A cursor of the plain list on the overdue list (another index) is 400, never 500.
    const page = await call('GET', '/api/document.svc/list/invoice?limit=1');
    const cursor = encodeURIComponent(page.headers.get('x-next-cursor')!);
    expect((await call('GET', `/api/document.svc/list/invoice?status=overdue&cursor=${cursor}`)).status).toBe(400);
    expect((await call('GET', `/api/document.svc/list/invoice?date_from=2020-01-01&cursor=${cursor}`)).status).toBe(
      400,
    );
    expect((await call('GET', `/api/document.svc/list/invoice?limit=2&cursor=${cursor}`)).status).toBe(200);
  });

  it('an invoice as large as may be stored still takes its 1000 payments, and the 1001st is 409', async () => {
    // Lines of 3,900 bytes each: the largest count the service accepts is within one line of the limit.
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        Description: `${i} ${'€'.repeat(1300)}`,
        UnitRate: 99999999,
        Quantity: 100,
      }));
    let count = 100;
    let created: Call;
    for (;;) {
      created = await call('POST', '/api/document.svc/create/invoice', {
        json: { Items: lines(count), Client: { ClientName: 'Buyer' } },
      });
      if (created.status !== 413) break;
      expect(created.json.error.message).toContain('keeping room for 1000 payments');
      count -= 1;
    }
    expect(created.status, created.text.slice(0, 300)).toBe(200);
    expect(count).toBeGreaterThan(50);
    const number = numberOf(created);
    const stored = (await deps.documents.get(accountId, 'invoice', number))!;
    // 999 payments as large as entries get, written as the payment writes would leave them.
    const after = {
      ...stored,
      payments: Array.from({ length: 999 }, (_, i) => ({
        paymentId: 999_999_000_000 + i,
        amount: '99999999.99',
        date: '2026-01-01',
      })),
      version: stored.version + 1,
    };
    await deps.documents.write([{ before: stored, after }], []);
    const last = await pay({ Invoice: number, Amount: '0.01', Method: 'card', Reference: 'R'.repeat(100) });
    expect(last.status, last.text).toBe(200);
    const inv = await get(number);
    expect(inv.Payments.Payment).toHaveLength(1000);
    expect(inv.Payments.Payment.at(-1)).toMatchObject({ Amount: 0.01, Method: 'card', Reference: 'R'.repeat(100) });
    const refused = await pay({ Invoice: number, Amount: '0.01' });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toContain('1000 payments');
  });
});

describe('payments under concurrency, against DynamoDB Local and a model', () => {
  let principal: Principal;
  beforeAll(async () => {
    const account = await newAccount('Concurrent');
    principal = {
      accountId: account.accountId,
      company: account.company,
      userId: 1,
      role: 'owner',
      tabs: allTabs,
      clients: [],
    };
  });

  it('keeps TotalPaid equal to the live payments, never above TotalNET, whatever the interleaving', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('pay' as const), cents: fc.integer({ min: 1, max: 400 }) }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 3 }),
        async (batches) => {
          const doc = await createDocument(deps, principal, 'invoice', {
            Client: { ClientName: 'Buyer' },
            Items: [{ Description: 'x', UnitRate: '10', Quantity: '1' }],
          });
          const number = doc.General.Number;
          const live = new Map<number, number>(); // the model: payment_id -> cents
          let issued = false;
          for (const batch of batches) {
            const ids = [...live.keys()];
            const outcomes = await Promise.all(
              batch.map(async (o) => {
                try {
                  if (o.kind === 'pay') {
                    const p = await createPayment(deps, principal, {
                      Invoice: number,
                      Amount: (o.cents / 100).toFixed(2),
                      Method: 'other',
                    });
                    return { added: [p.paymentId, o.cents] as const };
                  }
                  const id = ids[o.pick % Math.max(ids.length, 1)];
                  if (id === undefined) return {};
                  await deletePayment(deps, principal, id);
                  return { removed: id };
                } catch (error) {
                  // Only the documented refusals: an overpayment, or a payment deleted by a concurrent delete.
                  expect(error).toBeInstanceOf(Failure);
                  expect(['overpayment', 'not_found']).toContain((error as Failure).code);
                  return {};
                }
              }),
            );
            for (const out of outcomes) {
              if ('added' in out && out.added) {
                live.set(out.added[0], out.added[1]);
                issued = true;
              }
              if ('removed' in out && out.removed !== undefined) live.delete(out.removed);
            }
            const stored = await getDocument(deps, principal, 'invoice', number);
            const totals = computeTotals(stored);
            const sum = [...live.values()].reduce((a, b) => a + b, 0);
            expect(Math.round(toNumber(totals.TotalPaid) * 100)).toBe(sum);
            expect(sum).toBeLessThanOrEqual(1000);
            expect(new Set(stored.payments?.map((p) => p.paymentId))).toEqual(new Set(live.keys()));
            const listed = await listPayments(deps, principal, 'active', { invoice: number }, 100);
            expect(new Set(listed.items.map((p) => p.paymentId))).toEqual(new Set(live.keys()));
            expect(stored.General.Status).toBe(sum === 1000 ? 'paid' : sum > 0 ? 'partial' : issued ? 'sent' : 'draft');
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
