import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, useApi } from '../support/api.ts';
import { typedClient } from '../support/typed-client.ts';

const api = useApi();
let client: ReturnType<typeof typedClient>;

beforeAll(async () => {
  client = typedClient(api.state.baseUrl, (await newAccount('Typed')).token);
});

describe('the typed client generated from the OpenAPI document', () => {
  it('creates and reads a client, an invoice and a payment, and lists them', async () => {
    const created = await client.POST('/api/client/create', {
      body: { Reference: 'TYPED-1', Company: { CompanyName: 'Typed Ltd' }, Culture: 'en' },
      parseAs: 'text',
    });
    expect(created.data).toBe('Reference: TYPED-1');
    expect(created.response.status).toBe(200);
    const id = Number(created.response.headers.get('location')?.split('/').pop());
    const got = await client.GET('/api/client/get/{id}', { params: { path: { id: String(id) } } });
    expect(got.data?.Company.CompanyName).toBe('Typed Ltd');
    const list = await client.GET('/api/Clients.svc/list', { params: { query: { limit: '10' } } });
    expect(list.data?.map((c) => c.Reference)).toEqual(['TYPED-1']);

    const invoice = await client.POST('/api/document.svc/create/{type}', {
      params: { path: { type: 'invoice' } },
      body: { Client: { Reference: 'TYPED-1' }, Items: [{ Description: 'Work', UnitRate: 100, Quantity: 2, VAT: 20 }] },
      parseAs: 'text',
    });
    const number = String(invoice.data).replace('Reference: ', '');
    const paid = await client.POST('/api/payment/create', {
      body: { Invoice: number, Amount: 40, Date: '2026-11-01', Method: 'card' },
      params: { header: { 'Idempotency-Key': `typed-${number}` } },
      parseAs: 'text',
    });
    expect(paid.response.status).toBe(200);
    const doc = await client.GET('/api/document.svc/get/{type}/{id}', {
      params: { path: { type: 'invoice', id: number } },
    });
    expect([doc.data?.Total.TotalNET, doc.data?.Total.TotalPaid, doc.data?.Total.TotalDue]).toEqual([240, 40, 200]);
    const payments = await client.GET('/api/payment/list', { params: { query: { invoice: number } } });
    expect(payments.data?.map((p) => p.Amount)).toEqual([40]);
  });

  it('reads a documented error answer', async () => {
    const missing = await client.GET('/api/client/get/{id}', { params: { path: { id: '987654321' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.code).toBe('not_found');
  });
});
