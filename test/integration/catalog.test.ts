import { beforeAll, describe, expect, it } from 'vitest';
import { type Call, newAccount, useApi } from '../support/api.ts';

const api = useApi();
let call: (method: string, path: string, opts?: { json?: unknown }) => Promise<Call>;
const names = async (filter: unknown) => {
  const res = await call('POST', '/api/catalog.svc/list?limit=100', { json: filter });
  expect(res.status, res.text).toBe(200);
  return res.json.map((c: { Name: string }) => c.Name);
};

beforeAll(async () => {
  const { token } = await newAccount('Catalog');
  call = (method, path, opts = {}) => api.call(method, path, { token, ...opts });
  for (const entry of [
    {
      Name: 'Bolt',
      Type: 'Part',
      Description: 'Steel BOLT',
      Price: 0.1,
      Quantity: 100,
      StockQuantity: 5000,
      VAT: 20,
      IsInventory: true,
    },
    { Name: 'Nut', Type: 'part', Description: 'steel nut', Price: 0.05, StockQuantity: 0, VAT: 20, isInventory: true },
    { Name: 'Taxi', Type: 'Service', Description: 'Ride', Price: 30, isTaxable: false, isExpense: true },
    { Name: 'Free', Description: 'no price at all' },
  ])
    expect((await call('POST', '/api/catalog/create', { json: entry })).status).toBe(200);
});

describe('catalog', () => {
  it('filters: bounds inclusive, case-insensitive text, an absent field matches no bound', async () => {
    expect(await names({ Price_Low: 0.05, Price_High: 0.1 })).toEqual(['Bolt', 'Nut']);
    expect(await names({ Price_High: 1000 })).toEqual(['Bolt', 'Nut', 'Taxi']);
    expect(await names({ Type: 'PART' })).toEqual(['Bolt', 'Nut']);
    expect(await names({ Description: 'STEEL' })).toEqual(['Bolt', 'Nut']);
    expect(await names({ Name: 'ax' })).toEqual(['Taxi']);
    expect(await names({ Stock_Low: 0, Stock_High: 0 })).toEqual(['Nut']);
    expect(await names({ Quantity_Low: 1 })).toEqual(['Bolt']);
    expect(await names({ VAT: 20, Inventory_Checked: true, Stock_Low: 1 })).toEqual(['Bolt']);
    expect(await names({})).toEqual(['Bolt', 'Free', 'Nut', 'Taxi']);
    expect(await names({ VAT: 0 })).toEqual(['Taxi']);
  });

  it("keeps amounts exact and returns the spec's fields", async () => {
    const bolt = (await call('GET', '/api/catalog.svc/get/Bolt')).json;
    expect(bolt).toMatchObject({
      Name: 'Bolt',
      Price: 0.1,
      Quantity: 100,
      VAT: 20,
      isInventory: true,
      StockQuantity: 5000,
      isExpense: false,
    });
    expect(bolt).not.toHaveProperty('isTaxable');
    expect((await call('GET', '/api/catalog.svc/get/Free')).json).not.toHaveProperty('Price');
  });

  it('makes one of concurrent creates with one Name win; refuses renaming and bad input', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/api/catalog/create', { json: { Name: 'Race', Price: 1 } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect((await call('PUT', '/api/catalog.svc/update/Race', { json: { Name: 'Renamed' } })).status).toBe(400);
    for (const json of [
      { Name: 'a/b' },
      // A client sends `/get/..` as `/`: an entry so named could never be read, changed or deleted.
      { Name: '..' },
      { Name: ' . ' },
      { Name: 'X', Unit: 1.5 },
      { Name: 'X', VAT: 200 },
      { Name: 'X', StockQuantity: '3' },
      { Name: 'X', isExpense: 'yes' },
      { Name: 'X', Currency: 'EURO' },
    ]) {
      expect((await call('POST', '/api/catalog/create', { json })).status, JSON.stringify(json)).toBe(400);
    }
    expect((await call('POST', '/api/catalog.svc/list', { json: { Price_Low: 'cheap' } })).status).toBe(400);
  });

  it('deletes softly: gone from get and the list, listed as deleted, the Name free again', async () => {
    expect((await call('DELETE', '/api/catalog.svc/delete/Nut')).text).toBe('true');
    expect((await call('GET', '/api/catalog.svc/get/Nut')).status).toBe(404);
    expect(
      (await call('GET', '/api/catalog.svc/list?folder=deleted')).json.map((c: { Name: string }) => c.Name),
    ).toEqual(['Nut']);
    expect((await call('POST', '/api/catalog/create', { json: { Name: 'Nut', Price: 0.06 } })).status).toBe(200);
    expect((await call('DELETE', '/api/catalog.svc/delete/Nowhere')).status).toBe(404);
  });
});
