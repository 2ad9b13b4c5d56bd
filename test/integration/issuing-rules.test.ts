import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, newAccount, useApi } from '../support/api.ts';

const api = useApi();
let call: Caller;

beforeAll(async () => {
  call = api.as((await newAccount('Issuing')).token);
  await call('POST', '/api/client/create', { json: { Reference: 'BUYER', Company: { CompanyName: 'Buyer SA' } } });
});

const invoice = async (body: Record<string, unknown>) => {
  const res = await call('POST', '/api/document.svc/create/invoice', { json: body });
  expect(res.status, res.text).toBe(200);
  return res.text.replace('Reference: ', '');
};
const statusOf = async (number: string) =>
  (await call('GET', `/api/document.svc/get/invoice/${number}`)).json.General.Status as string;

describe('what no business may issue', () => {
  it('an invoice with no buyer name stays a draft, whichever way it would be issued: 409 invoice_incomplete', async () => {
    const number = await invoice({ Items: [{ Description: 'Work', UnitRate: 100, Quantity: 1 }] });
    const attempts = [
      await call('PUT', `/api/document.svc/update/invoice/${number}`, { json: { General: { Status: 'sent' } } }),
      await call('POST', '/api/payment/create', { json: { Invoice: number, Amount: 10 } }),
      await call('PUT', `/api/document.svc/action/sendbyemail/invoice/${number}`, {
        json: { Email_TO: 'buyer@example.com' },
      }),
    ];
    for (const res of attempts) {
      expect(res.status, res.text).toBe(409);
      expect(res.json.error.code).toBe('invoice_incomplete');
      expect(res.json.error.details.map((d: { field: string }) => d.field)).toEqual(['Client.ClientName']);
    }
    expect(await statusOf(number)).toBe('draft');
    expect((await call('GET', '/api/payment/list')).json).toEqual([]);
  });

  it('an invoice whose total is below zero is refused at issue, naming Total.TotalNET; a credit note is the way', async () => {
    const number = await invoice({
      Client: { Reference: 'BUYER' },
      Items: [
        { Description: 'Work', UnitRate: 100, Quantity: 1 },
        { Description: 'Refund', UnitRate: -150, Quantity: 1 },
      ],
    });
    const res = await call('PUT', `/api/document.svc/update/invoice/${number}`, {
      json: { General: { Status: 'sent' } },
    });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({ code: 'invoice_incomplete', details: [{ field: 'Total.TotalNET' }] });
    expect(await statusOf(number)).toBe('draft');
  });

  it('a named buyer and a total of zero or more issue as before', async () => {
    const number = await invoice({
      Client: { ClientName: 'Walk-in' },
      Items: [{ Description: 'x', UnitRate: 5, Quantity: 1 }],
    });
    expect(
      (await call('PUT', `/api/document.svc/update/invoice/${number}`, { json: { General: { Status: 'sent' } } }))
        .status,
    ).toBe(200);
    expect(await statusOf(number)).toBe('sent');
  });
});

describe('send by e-mail without an e-invoice', () => {
  it("says in the send's history entry which rules the e-invoice missed, when a plain PDF went instead", async () => {
    // A new account has no seller profile: its e-invoice misses the seller's name and address.
    const number = await invoice({
      Client: { Reference: 'BUYER' },
      Items: [{ Description: 'x', UnitRate: 5, Quantity: 1 }],
    });
    const sent = await call('PUT', `/api/document.svc/action/sendbyemail/invoice/${number}`, {
      json: { Email_TO: 'buyer@example.com' },
    });
    expect(sent.status, sent.text).toBe(200);
    const history = (await call('GET', `/api/document.svc/history/invoice/${number}`)).json;
    const send = history.find((e: { action: string }) => e.action === 'send');
    expect(send.changes.EInvoice).toMatch(/^not attached, missing: .*BR-06 profile\.LegalName/);
  });
});

describe('client_id in a document body', () => {
  it('links the client as Client.Reference does; an unknown one is 400 and creates nothing', async () => {
    const { client_id } = (await call('GET', '/api/Clients.svc/list')).json.find(
      (c: { Reference: string }) => c.Reference === 'BUYER',
    );
    const number = await invoice({ client_id, Items: [{ Description: 'x', UnitRate: 1, Quantity: 1 }] });
    const doc = (await call('GET', `/api/document.svc/get/invoice/${number}`)).json;
    expect(doc.client_id).toBe(client_id);
    expect(doc.Client).toMatchObject({ Reference: 'BUYER' });

    const before = (await call('GET', '/api/document.svc/list/invoice?limit=100')).json.length;
    const unknown = await call('POST', '/api/document.svc/create/invoice', {
      json: { client_id: 99999, Items: [{ Description: 'x', UnitRate: 1, Quantity: 1 }] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.details[0].field).toBe('client_id');
    const other = await call('POST', '/api/client/create', {
      json: { Reference: 'OTHER', Company: { CompanyName: 'O' } },
    });
    expect(other.status).toBe(200);
    const both = await call('POST', '/api/document.svc/create/invoice', {
      json: { client_id, Client: { Reference: 'OTHER' }, Items: [{ Description: 'x', UnitRate: 1, Quantity: 1 }] },
    });
    expect(both.status).toBe(400);
    expect((await call('GET', '/api/document.svc/list/invoice?limit=100')).json.length).toBe(before);
  });

  it('sent back unchanged with its get record, keeps the link', async () => {
    const number = await invoice({
      Client: { Reference: 'BUYER' },
      Items: [{ Description: 'x', UnitRate: 1, Quantity: 1 }],
    });
    const record = (await call('GET', `/api/document.svc/get/invoice/${number}`)).json;
    const res = await call('PUT', `/api/document.svc/update/invoice/${number}`, {
      json: { ...record, Folder: 'active' },
    });
    expect(res.status, res.text).toBe(200);
    expect((await call('GET', `/api/document.svc/get/invoice/${number}`)).json.client_id).toBe(record.client_id);
  });
});

describe('credit notes give back', () => {
  it('a credit note line below zero is 400; the invoice owes what it owed', async () => {
    const number = await invoice({
      Client: { Reference: 'BUYER' },
      Items: [{ Description: 'x', UnitRate: 100, Quantity: 1 }],
    });
    await call('PUT', `/api/document.svc/update/invoice/${number}`, { json: { General: { Status: 'sent' } } });
    for (const line of [
      { Description: 'x', UnitRate: -50, Quantity: 1 },
      { Description: 'x', UnitRate: 50, Quantity: -1 },
    ]) {
      const res = await call('POST', '/api/document.svc/create/creditnote', {
        json: { General: { Invoice: number }, Items: [line] },
      });
      expect(res.status, res.text).toBe(400);
      expect(res.json.error.details[0].field).toMatch(/^Items\.0\.(UnitRate|Quantity)$/);
    }
    const doc = (await call('GET', `/api/document.svc/get/invoice/${number}`)).json;
    expect(doc.Total).toMatchObject({ TotalCredited: 0, TotalDue: 100 });
    expect(
      (await call('POST', '/api/payment/create', { json: { Invoice: number, Amount: 150 } })).json.error.code,
    ).toBe('overpayment');
  });
});

describe('amounts too large to be exact', () => {
  it('are refused on both signs', async () => {
    for (const UnitRate of [9.99999999998e23, -9.99999999998e23, -1e13]) {
      const res = await call('POST', '/api/document.svc/create/invoice', {
        json: { Items: [{ Description: 'x', UnitRate, Quantity: 1 }] },
      });
      expect(res.status, `${UnitRate}: ${res.text}`).toBe(400);
    }
  });
});
