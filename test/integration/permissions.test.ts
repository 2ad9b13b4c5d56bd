/// <reference types="vite/client" />
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { type OperationName, operations } from '../../shared/operations.ts';
import { type Call, newAccount, useApi } from '../support/api.ts';

/**
 * The permission matrix: every operation, called by the owner, by staff with every tab, by
 * staff with none, by staff on a client not assigned to them, and by another account's owner.
 * An operation added without a row here fails the type check, and this test.
 */
type Who = 'owner' | 'staffAll' | 'staffNone' | 'unassigned' | 'foreign';
interface Request {
  method: string;
  path: string;
  json?: unknown;
  body?: string | Uint8Array;
  /** The body's type when not the xml-in form's. */
  type?: string;
}
interface Row {
  /** The request; `mine` is false for the unassigned-client column (the object belongs to another client). */
  request: (mine: boolean) => Promise<Request>;
  expect: Record<Who, number>;
}

const api = useApi();
let owner: (
  method: string,
  path: string,
  opts?: { json?: unknown; body?: string | Uint8Array; headers?: Record<string, string> },
) => Promise<Call>;
const tokens = {} as Record<Who, string>;
const ids = { assigned: 0, other: 0, staffTarget: 0, callback: '', accountId: '' };
let counter = 0;
const unique = (prefix: string) => `${prefix}-${(counter += 1)}`;
const ref = (mine: boolean) => (mine ? 'ASSIGNED' : 'OTHER');

async function invoiceOf(mine: boolean): Promise<string> {
  const res = await owner('POST', '/api/document.svc/create/invoice', {
    json: { Client: { Reference: ref(mine) }, Items: [{ Description: 'a', UnitRate: 1, Quantity: 1 }] },
  });
  expect(res.status, res.text).toBe(200);
  return encodeURIComponent(res.text.replace('Reference: ', ''));
}
const recurringBody = (mine: boolean) => ({
  Client: { Reference: ref(mine) },
  Frequency: 'monthly',
  StartDate: '2099-01-01',
  Items: [{ Description: 'a', UnitRate: 1, Quantity: 1 }],
});
async function recurringOf(mine: boolean): Promise<string> {
  const res = await owner('POST', '/api/recurring/create', { json: recurringBody(mine) });
  expect(res.status, res.text).toBe(200);
  return res.text.replace('Reference: ', '');
}
async function issuedInvoiceOf(mine: boolean): Promise<string> {
  const number = await invoiceOf(mine);
  expect(
    (await owner('PUT', `/api/document.svc/update/invoice/${number}`, { json: { General: { Status: 'sent' } } }))
      .status,
  ).toBe(200);
  return number;
}
/** An issued invoice with a DueDate and a contact e-mail: one that can be reminded. */
async function remindableInvoiceOf(mine: boolean): Promise<string> {
  const res = await owner('POST', '/api/document.svc/create/invoice', {
    json: {
      Client: { Reference: ref(mine), ContactEmail: 'payer@example.com' },
      General: { Status: 'sent', DateIssue: '2026-01-01', DueDate: '2026-01-31' },
      Items: [{ Description: 'a', UnitRate: 1, Quantity: 1 }],
    },
  });
  expect(res.status, res.text).toBe(200);
  return encodeURIComponent(res.text.replace('Reference: ', ''));
}
/** The page path of a new shared document: an issued invoice, or a sent estimate. */
async function pageOf(type: 'invoice' | 'estimate' = 'invoice'): Promise<string> {
  const number = type === 'invoice' ? await issuedInvoiceOf(true) : await estimateOf(true);
  if (type === 'estimate') {
    const sent = await owner('PUT', `/api/document.svc/update/estimate/${number}`, {
      json: { General: { Status: 'sent' } },
    });
    expect(sent.status, sent.text).toBe(200);
  }
  const shared = await owner('PUT', `/api/document.svc/action/share/${type}/${number}`);
  expect(shared.status, shared.text).toBe(200);
  return new URL(shared.json.url).pathname;
}
async function creditNoteOf(mine: boolean): Promise<string> {
  const invoice = decodeURIComponent(await issuedInvoiceOf(mine));
  const res = await owner('POST', '/api/document.svc/create/creditnote', {
    json: { General: { Invoice: invoice }, Items: [{ Description: 'a', UnitRate: 0.1, Quantity: 1 }] },
  });
  expect(res.status, res.text).toBe(200);
  return encodeURIComponent(res.text.replace('Reference: ', ''));
}
async function estimateOf(mine: boolean): Promise<string> {
  const res = await owner('POST', '/api/document.svc/create/estimate', {
    json: { Client: { Reference: ref(mine) }, Items: [{ Description: 'a', UnitRate: 1, Quantity: 1 }] },
  });
  expect(res.status, res.text).toBe(200);
  return encodeURIComponent(res.text.replace('Reference: ', ''));
}
const statementCsv = 'Date,Amount,Currency,Name,Reference,BankRef\n2026-02-01,12.50,EUR,Payer,Thanks,\n';
/** A statement of the owner's: the second, so its id is one the foreign account (which imports one) never has. */
/** An export of the owner's, numbered past any the foreign account holds. */
async function exportOf(): Promise<number> {
  let id = 0;
  for (let i = 0; i < 2; i += 1) {
    const res = await owner('POST', '/api/export/create', {
      json: { Kind: 'payments_csv', From: '2026-01-01', To: '2026-12-31' },
    });
    expect(res.status, res.text).toBe(202);
    id = res.json.export_id;
  }
  return id;
}

async function statementOf(): Promise<number> {
  let id = 0;
  for (let i = 0; i < 2; i += 1) {
    const res = await owner('POST', '/api/bank/statement/import', {
      body: statementCsv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.status, res.text).toBe(202);
    id = res.json.statement_id;
  }
  return id;
}
/** An unmatched bank entry of the owner's, written as the import worker writes one (no worker runs here). */
async function entryOf(): Promise<number> {
  const entryId = await dynamoStores.sequences.next(ids.accountId, 'bankentry', 5);
  await dynamoStores.bank.writeEntry({
    after: {
      accountId: ids.accountId,
      entryId,
      statementId: 1,
      date: '2026-02-01',
      amount: '0.5',
      currency: 'EUR',
      name: 'Payer',
      reference: 'Thanks',
      bankRef: `BR-${entryId}`,
      status: 'unmatched',
      reason: 'no_reference',
      createdAt: Date.now(),
      updatedBy: 0,
      version: 0,
    },
  });
  return entryId;
}
async function paymentOf(mine: boolean): Promise<number> {
  const invoice = decodeURIComponent(await invoiceOf(mine));
  const res = await owner('POST', '/api/payment/create', { json: { Invoice: invoice, Amount: 0.5 } });
  expect(res.status, res.text).toBe(200);
  return Number(res.text.replace('Reference: ', ''));
}
async function clientOf(): Promise<number> {
  const res = await owner('POST', '/api/client/create', { json: { Company: { CompanyName: unique('Victim') } } });
  return Number(res.headers.get('location')!.split('/').pop());
}
async function categoryOf(): Promise<string> {
  const name = unique('Cat');
  expect((await owner('POST', '/api/catalog/create', { json: { Name: name, Price: 1 } })).status).toBe(200);
  return encodeURIComponent(name);
}

const all = (
  owner: number,
  staffAll: number,
  staffNone: number,
  unassigned: number,
  foreign: number,
): Record<Who, number> => ({ owner, staffAll, staffNone, unassigned, foreign });

/** What the rows of the matrix build their requests with (each feature's rows: permissions/<feature>.ts). */
const fixtures = {
  all,
  categoryOf,
  clientOf,
  creditNoteOf,
  entryOf,
  estimateOf,
  exportOf,
  ids,
  invoiceOf,
  issuedInvoiceOf,
  // Set in beforeAll, after the rows are made: called through, not copied.
  owner: ((...args) => owner(...args)) as typeof owner,
  pageOf,
  paymentOf,
  recurringBody,
  recurringOf,
  ref,
  remindableInvoiceOf,
  statementCsv,
  statementOf,
  unique,
};
/** The fixtures, as a feature's rows receive them. */
// biome-ignore lint/suspicious/noExportsInTest: a type, for the rows' files (permissions/<feature>.ts) this file reads
export type Fixtures = typeof fixtures;
/** A feature's rows: one per operation of the feature. */
// biome-ignore lint/suspicious/noExportsInTest: a type, for the rows' files (permissions/<feature>.ts) this file reads
export type Rows = Partial<Record<OperationName, Row>>;

// Each feature's rows, found by their folder: a feature adds its file, nothing here.
const rowsOfFeatures = import.meta.glob<(fixtures: Fixtures) => Rows>('./permissions/*.ts', {
  eager: true,
  import: 'rows',
});
const rows: Rows = Object.assign({}, ...Object.values(rowsOfFeatures).map((rowsOf) => rowsOf(fixtures)));

beforeAll(async () => {
  const a = await newAccount('Matrix');
  const b = await newAccount('Foreign');
  tokens.owner = a.token;
  ids.accountId = a.accountId;
  tokens.foreign = b.token;
  owner = (method, path, opts = {}) => api.call(method, path, { token: a.token, ...opts });
  // Ids are per account: the ones used here must be ids the foreign account never has.
  for (let i = 0; i < 5; i += 1) await clientOf();
  ids.assigned = Number(
    (
      await owner('POST', '/api/client/create', {
        json: {
          Reference: 'ASSIGNED',
          Company: { CompanyName: 'Assigned' },
          Contacts: [{ LastName: 'A', Email: 'a@a.example' }],
        },
      })
    ).headers
      .get('location')!
      .split('/')
      .pop(),
  );
  ids.other = Number(
    (
      await owner('POST', '/api/client/create', { json: { Reference: 'OTHER', Company: { CompanyName: 'Other' } } })
    ).headers
      .get('location')!
      .split('/')
      .pop(),
  );
  const staff = async (Tabs: Record<string, boolean>) =>
    (
      await owner('POST', '/api/staff/create', {
        json: { Email: `${unique('s')}@staff.example`, Tabs, Clients: [ids.assigned] },
      })
    ).json;
  tokens.staffAll = (await staff({ Estimates: true, Invoices: true, Expenses: true })).token;
  tokens.unassigned = tokens.staffAll;
  tokens.staffNone = (await staff({})).token;
  ids.staffTarget = (await staff({})).user_id;
  const cb = await owner('POST', '/api/2.1/xml-in', {
    body: '<request method="callback.create"><callback><event>invoice</event><uri>http://127.0.0.1:9/x</uri></callback></request>',
  });
  ids.callback = /<callback_id>(\d+)</.exec(cb.text)![1]!;
});

describe('the permission matrix', () => {
  it('has a row for every operation', () => {
    expect(Object.keys(rows).sort()).toEqual(operations.map((op) => op.name).sort());
  });

  for (const op of operations) {
    it(`${op.name}: owner, staff with every tab, staff with none, staff on an unassigned client, another account`, async () => {
      const row = rows[op.name as OperationName]!;
      for (const who of ['owner', 'staffAll', 'staffNone', 'unassigned', 'foreign'] as Who[]) {
        const req = await row.request(who !== 'unassigned');
        const res = await api.call(req.method, req.path, {
          token: tokens[who],
          json: req.json,
          body: req.body,
          headers: req.body ? { 'content-type': req.type ?? 'application/x-www-form-urlencoded' } : {},
        });
        expect(res.status, `${op.name} as ${who}: ${res.text.slice(0, 200)}`).toBe(row.expect[who]);
      }
    });
  }

  it('staff see only assigned clients and their documents in lists', async () => {
    await invoiceOf(true);
    await invoiceOf(false);
    const clients = await api.call('GET', '/api/Clients.svc/list?limit=100', { token: tokens.staffAll });
    expect(clients.json.map((c: { client_id: number }) => c.client_id)).toEqual([ids.assigned]);
    const invoices = await api.call('GET', '/api/document.svc/list/invoice?limit=100', { token: tokens.staffAll });
    expect(invoices.json.length).toBeGreaterThan(0);
    expect(invoices.json.every((d: { client_id: number }) => d.client_id === ids.assigned)).toBe(true);
    const theirs = await api.call('GET', `/api/document.svc/list/invoice?client_id=${ids.other}`, {
      token: tokens.staffAll,
    });
    expect(theirs.json).toEqual([]);
  });
});
