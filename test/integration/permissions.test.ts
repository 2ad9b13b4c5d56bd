import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoStores } from '../../shared/adapters/dynamodb/ports.ts';
import { type OperationName, operations } from '../../shared/operations.ts';
import { type Call, newAccount, useApi } from '../support/api.ts';
import { logoImage } from '../support/images.ts';

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

const rows: Record<OperationName, Row> = {
  'clients.create': {
    request: async () => ({
      method: 'POST',
      path: '/api/client/create',
      json: { Company: { CompanyName: unique('New') } },
    }),
    expect: all(200, 403, 403, 403, 200),
  },
  'clients.get': {
    request: async (mine) => ({ method: 'GET', path: `/api/client/get/${mine ? ids.assigned : ids.other}` }),
    expect: all(200, 200, 200, 404, 404),
  },
  'statements.get': {
    request: async (mine) => ({ method: 'GET', path: `/api/client/statement/${mine ? ids.assigned : ids.other}` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'statements.pdf': {
    request: async (mine) => ({ method: 'GET', path: `/api/client/statement/${mine ? ids.assigned : ids.other}/pdf` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'clients.update': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/Clients.svc/update/${mine ? ids.assigned : ids.other}`,
      json: { Notes: 'x' },
    }),
    expect: all(200, 403, 403, 403, 404),
  },
  'clients.delete': {
    request: async () => ({ method: 'DELETE', path: `/api/client/delete/${await clientOf()}` }),
    expect: all(200, 403, 403, 403, 404),
  },
  'clients.list': {
    request: async () => ({ method: 'GET', path: '/api/Clients.svc/list' }),
    expect: all(200, 200, 200, 200, 200),
  },
  'documents.create': {
    request: async (mine) => ({
      method: 'POST',
      path: '/api/document.svc/create/invoice',
      json: { Client: { Reference: ref(mine) }, Items: [{ Description: 'a', UnitRate: 1, Quantity: 1 }] },
    }),
    // A client not assigned to the staff user answers as an unknown one: 400.
    expect: all(200, 200, 403, 400, 400),
  },
  'documents.get': {
    request: async (mine) => ({ method: 'GET', path: `/api/document.svc/get/invoice/${await invoiceOf(mine)}` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'documents.update': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/update/invoice/${await invoiceOf(mine)}`,
      json: { General: { PONumber: 'x' } },
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  'documents.delete': {
    request: async (mine) => ({ method: 'DELETE', path: `/api/document.svc/delete/invoice/${await invoiceOf(mine)}` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'documents.list': {
    request: async () => ({ method: 'GET', path: '/api/document.svc/list/invoice' }),
    expect: all(200, 200, 403, 200, 200),
  },
  'documents.send': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/sendbyemail/invoice/${await invoiceOf(mine)}`,
      json: { Email_TO: 'x@y.example' },
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  'documents.pdf': {
    request: async (mine) => ({ method: 'GET', path: `/api/document.svc/get/invoice/${await invoiceOf(mine)}/pdf` }),
    expect: all(200, 200, 403, 404, 404),
  },
  // The account has no seller profile: the e-invoice cannot be made (409), once access is granted.
  'documents.ubl': {
    request: async (mine) => ({ method: 'GET', path: `/api/document.svc/get/invoice/${await invoiceOf(mine)}/ubl` }),
    expect: all(409, 409, 403, 404, 404),
  },
  'documents.cii': {
    request: async (mine) => ({ method: 'GET', path: `/api/document.svc/get/invoice/${await invoiceOf(mine)}/cii` }),
    expect: all(409, 409, 403, 404, 404),
  },
  'documents.peppol': {
    request: async (mine) => ({
      method: 'GET',
      path: `/api/document.svc/get/invoice/${await invoiceOf(mine)}/peppol`,
    }),
    expect: all(409, 409, 403, 404, 404),
  },
  'documents.transmit': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/transmit/invoice/${await issuedInvoiceOf(mine)}`,
    }),
    // No platform in this test's environment, or an e-invoice short of data: 409 either way, once access is through.
    expect: all(409, 409, 403, 404, 404),
  },
  'documents.lifecycle': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/lifecycle/invoice/${await issuedInvoiceOf(mine)}`,
      json: { Status: 'approved', At: '2026-03-15T10:00:00Z' },
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  'documents.issue': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/issue/creditnote/${await creditNoteOf(mine)}`,
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  'documents.cancel': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/cancel/invoice/${await issuedInvoiceOf(mine)}`,
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  'reminders.remind': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/remind/invoice/${await remindableInvoiceOf(mine)}`,
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  'latefees.create': {
    request: async (mine) => {
      const rate = await owner('PUT', '/api/account/profile', { json: { LatePaymentRate: 10 } });
      expect(rate.status, rate.text).toBe(200);
      return {
        method: 'PUT',
        path: `/api/document.svc/action/latefee/invoice/${await remindableInvoiceOf(mine)}`,
        json: { Date: '2026-03-01' },
      };
    },
    expect: all(200, 200, 403, 404, 404),
  },
  'documents.invoice-estimate': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/invoice/estimate/${await estimateOf(mine)}`,
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  'documents.history': {
    request: async (mine) => ({ method: 'GET', path: `/api/document.svc/history/invoice/${await invoiceOf(mine)}` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'documents.share': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/share/invoice/${await issuedInvoiceOf(mine)}`,
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  'documents.unshare': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/document.svc/action/unshare/invoice/${await issuedInvoiceOf(mine)}`,
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  // The document page needs no credential: whoever holds the link sees it, whatever token comes along.
  'pages.view': {
    request: async () => ({ method: 'GET', path: await pageOf() }),
    expect: all(200, 200, 200, 200, 200),
  },
  'pages.pdf': {
    request: async () => ({ method: 'GET', path: `${await pageOf()}/pdf` }),
    expect: all(200, 200, 200, 200, 200),
  },
  // The account has no seller profile, so its invoices' e-invoices cannot be made: 404 on the page.
  'pages.ubl': {
    request: async () => ({ method: 'GET', path: `${await pageOf()}/ubl` }),
    expect: all(404, 404, 404, 404, 404),
  },
  'pages.cii': {
    request: async () => ({ method: 'GET', path: `${await pageOf()}/cii` }),
    expect: all(404, 404, 404, 404, 404),
  },
  // Without the page's form token, a post is refused whoever sends it.
  'pages.accept': {
    request: async () => ({ method: 'POST', path: `${await pageOf('estimate')}/accept` }),
    expect: all(403, 403, 403, 403, 403),
  },
  'pages.decline': {
    request: async () => ({ method: 'POST', path: `${await pageOf('estimate')}/decline` }),
    expect: all(403, 403, 403, 403, 403),
  },
  'account.profile-get': {
    request: async () => ({ method: 'GET', path: '/api/account/profile' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'account.profile-check': {
    request: async () => ({ method: 'GET', path: '/api/account/profile/check' }),
    expect: all(200, 403, 403, 403, 200),
  },
  // Open to anyone: every caller gets them.
  'reference.openapi': {
    request: async () => ({ method: 'GET', path: '/api/openapi.json' }),
    expect: all(200, 200, 200, 200, 200),
  },
  'reference.docs': {
    request: async () => ({ method: 'GET', path: '/api/docs' }),
    expect: all(200, 200, 200, 200, 200),
  },
  'reference.renderer': {
    request: async () => ({ method: 'GET', path: '/api/docs/scalar.js' }),
    expect: all(200, 200, 200, 200, 200),
  },
  'account.clock-get': {
    request: async () => ({ method: 'GET', path: '/api/account/clock' }),
    expect: all(200, 403, 403, 403, 200),
  },
  // A second ahead: the clock moves forward only, by as little as the tests can see.
  'account.clock-update': {
    request: async () => ({
      method: 'PUT',
      path: '/api/account/clock',
      json: { now: new Date(Date.now() + 1000).toISOString() },
    }),
    expect: all(200, 403, 403, 403, 200),
  },
  // Another's client answers like an unknown one: 400.
  'recurring.create': {
    request: async (mine) => ({ method: 'POST', path: '/api/recurring/create', json: recurringBody(mine) }),
    expect: all(200, 200, 403, 400, 400),
  },
  'recurring.get': {
    request: async (mine) => ({ method: 'GET', path: `/api/recurring/get/${await recurringOf(mine)}` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'recurring.update': {
    request: async (mine) => ({
      method: 'PUT',
      path: `/api/recurring/update/${await recurringOf(mine)}`,
      json: { Name: unique('Plan') },
    }),
    expect: all(200, 200, 403, 404, 404),
  },
  'recurring.pause': {
    request: async (mine) => ({ method: 'PUT', path: `/api/recurring/action/pause/${await recurringOf(mine)}` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'recurring.resume': {
    request: async (mine) => ({ method: 'PUT', path: `/api/recurring/action/resume/${await recurringOf(mine)}` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'recurring.delete': {
    request: async (mine) => ({ method: 'DELETE', path: `/api/recurring/delete/${await recurringOf(mine)}` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'recurring.list': {
    request: async () => ({ method: 'GET', path: '/api/recurring/list' }),
    expect: all(200, 200, 403, 200, 200),
  },
  'account.reminders-get': {
    request: async () => ({ method: 'GET', path: '/api/account/reminders' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'account.reminders-update': {
    request: async () => ({ method: 'PUT', path: '/api/account/reminders', json: { Days: [3] } }),
    expect: all(200, 403, 403, 403, 200),
  },
  'account.profile-update': {
    request: async () => ({ method: 'PUT', path: '/api/account/profile', json: { TradeName: unique('Trade') } }),
    expect: all(200, 403, 403, 403, 200),
  },
  // In the manifest's order: each account that may set a logo has one for the get and the delete.
  'account.logo-set': {
    request: async () => ({ method: 'PUT', path: '/api/account/logo', body: logoImage(), type: 'image/png' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'account.logo-get': {
    request: async () => ({ method: 'GET', path: '/api/account/logo' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'account.logo-delete': {
    request: async () => {
      await owner('PUT', '/api/account/logo', { body: logoImage(), headers: { 'content-type': 'image/png' } });
      return { method: 'DELETE', path: '/api/account/logo' };
    },
    expect: all(200, 403, 403, 403, 200),
  },
  'payments.create': {
    request: async (mine) => ({
      method: 'POST',
      path: '/api/payment/create',
      json: { Invoice: decodeURIComponent(await invoiceOf(mine)), Amount: 0.5 },
    }),
    // Another's invoice answers like an unknown one: 400.
    expect: all(200, 200, 403, 400, 400),
  },
  'payments.get': {
    request: async (mine) => ({ method: 'GET', path: `/api/payment/get/${await paymentOf(mine)}` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'payments.list': {
    request: async () => ({ method: 'GET', path: '/api/payment/list' }),
    expect: all(200, 200, 403, 200, 200),
  },
  'payments.delete': {
    request: async (mine) => ({ method: 'DELETE', path: `/api/payment/delete/${await paymentOf(mine)}` }),
    expect: all(200, 200, 403, 404, 404),
  },
  'report.receivables': {
    // Staff read the report of their assigned clients; staff without the Invoices tab are refused.
    request: async () => ({ method: 'GET', path: '/api/report/receivables' }),
    expect: all(200, 200, 403, 200, 200),
  },
  'report.vat': {
    request: async () => ({ method: 'GET', path: '/api/report/vat?from=2026-01&to=2026-12&basis=invoices' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'report.revenue': {
    request: async () => ({ method: 'GET', path: '/api/report/revenue?from=2026-01&to=2026-12&group=month' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'export.create': {
    request: async () => ({
      method: 'POST',
      path: '/api/export/create',
      json: { Kind: 'fec', From: '2026-01-01', To: '2026-12-31' },
    }),
    expect: all(202, 403, 403, 403, 202),
  },
  'export.get': {
    request: async () => ({ method: 'GET', path: `/api/export/get/${await exportOf()}` }),
    expect: all(200, 403, 403, 403, 404),
  },
  'bank.import': {
    request: async () => ({ method: 'POST', path: '/api/bank/statement/import', body: statementCsv, type: 'text/csv' }),
    expect: all(202, 403, 403, 403, 202),
  },
  'bank.statement': {
    request: async () => ({ method: 'GET', path: `/api/bank/statement/get/${await statementOf()}` }),
    expect: all(200, 403, 403, 403, 404),
  },
  'bank.entries': {
    request: async () => ({ method: 'GET', path: '/api/bank/entry/list' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'bank.entry': {
    request: async () => ({ method: 'GET', path: `/api/bank/entry/get/${await entryOf()}` }),
    expect: all(200, 403, 403, 403, 404),
  },
  'bank.match': {
    request: async () => ({
      method: 'PUT',
      path: `/api/bank/entry/action/match/${await entryOf()}`,
      json: { Invoice: decodeURIComponent(await issuedInvoiceOf(true)) },
    }),
    expect: all(200, 403, 403, 403, 404),
  },
  'bank.ignore': {
    request: async () => ({ method: 'PUT', path: `/api/bank/entry/action/ignore/${await entryOf()}` }),
    expect: all(200, 403, 403, 403, 404),
  },
  'catalog.create': {
    request: async () => ({ method: 'POST', path: '/api/catalog/create', json: { Name: unique('Made'), Price: 1 } }),
    expect: all(200, 200, 403, 200, 200),
  },
  'catalog.get': {
    request: async () => ({ method: 'GET', path: `/api/catalog.svc/get/${await categoryOf()}` }),
    expect: all(200, 200, 403, 200, 404),
  },
  'catalog.update': {
    request: async () => ({ method: 'PUT', path: `/api/catalog.svc/update/${await categoryOf()}`, json: { Price: 2 } }),
    expect: all(200, 403, 403, 403, 404),
  },
  'catalog.delete': {
    request: async () => ({ method: 'DELETE', path: `/api/catalog.svc/delete/${await categoryOf()}` }),
    expect: all(200, 403, 403, 403, 404),
  },
  'catalog.list': {
    request: async () => ({ method: 'GET', path: '/api/catalog.svc/list' }),
    expect: all(200, 200, 403, 200, 200),
  },
  'catalog.filter': {
    request: async () => ({ method: 'POST', path: '/api/catalog.svc/list', json: { Price_Low: 0 } }),
    expect: all(200, 200, 403, 200, 200),
  },
  'staff.create': {
    request: async () => ({ method: 'POST', path: '/api/staff/create', json: { Email: 'new@staff.example' } }),
    expect: all(200, 403, 403, 403, 200),
  },
  'staff.update': {
    request: async () => ({
      method: 'PUT',
      path: `/api/staff/update/${ids.staffTarget}`,
      json: { Tabs: { Expenses: true } },
    }),
    expect: all(200, 403, 403, 403, 404),
  },
  'staff.list': {
    request: async () => ({ method: 'GET', path: '/api/staff/list' }),
    expect: all(200, 403, 403, 403, 200),
  },
  'staff.delete': {
    request: async () => {
      const made = await owner('POST', '/api/staff/create', { json: { Email: 'doomed@staff.example' } });
      return { method: 'DELETE', path: `/api/staff/delete/${made.json.user_id}` };
    },
    expect: all(200, 403, 403, 403, 404),
  },
  'callbacks.xml-in': {
    request: async () => ({
      method: 'POST',
      path: '/api/2.1/xml-in',
      body: `<request method="callback.resendToken"><callback_id>${ids.callback}</callback_id></request>`,
    }),
    expect: all(200, 403, 403, 403, 404),
  },
};

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
      const row = rows[op.name as OperationName];
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
