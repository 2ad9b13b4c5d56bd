import autocannon from 'autocannon';
import { describe, expect, it } from 'vitest';
import { newAccount, useApi } from '../support/api.ts';

/**
 * A bounded load on loopback: 32 connections, a fixed count of mixed writes and reads. Then
 * every accepted write must be there exactly once, and every Number and Reference unique.
 */
const api = useApi();

describe('under load', () => {
  it('keeps every accepted write exactly once, with unique References and Numbers', async () => {
    const { token } = await newAccount('Load');
    const created = { clients: [] as string[], invoices: [] as string[], refused: 0, errors: 0 };
    let n = 0;
    const json = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const record = (into: string[]) => (status: number, body: string) => {
      if (status === 200) into.push(body.replace('Reference: ', ''));
      else if (status >= 500) created.errors += 1;
      else created.refused += 1;
    };
    const result = await autocannon({
      url: api.state.baseUrl,
      connections: 32,
      amount: 1200,
      timeout: 20,
      requests: [
        {
          method: 'POST',
          path: '/api/client/create',
          headers: json,
          // A Reference repeats every 40 requests: those creates must be refused, never doubled.
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ Reference: `L-${(n += 1) % 150}`, Company: { CompanyName: `Load ${n}` } }),
          }),
          onResponse: record(created.clients),
        },
        {
          method: 'POST',
          path: '/api/document.svc/create/invoice',
          headers: json,
          body: JSON.stringify({ Items: [{ Description: 'x', UnitRate: 1, Quantity: 1 }] }),
          onResponse: record(created.invoices),
        },
        { method: 'GET', path: '/api/Clients.svc/list?limit=10', headers: json },
        { method: 'GET', path: '/api/document.svc/list/invoice?limit=10', headers: json },
      ],
    });
    expect(result.non2xx - created.refused).toBe(0);
    expect(created.errors).toBe(0);
    expect(result.errors + result.timeouts).toBe(0);
    expect(new Set(created.clients).size).toBe(created.clients.length);
    expect(created.clients.length).toBe(150);
    expect(new Set(created.invoices).size).toBe(created.invoices.length);

    const all = async (path: string, key: string) => {
      const seen: string[] = [];
      for (let next: string | undefined = `${path}?limit=100`; next; ) {
        const res = await api.call('GET', next, { token });
        seen.push(...res.json.map((x: Record<string, string>) => x[key]));
        const cursor = res.headers.get('x-next-cursor');
        next = cursor ? `${path}?limit=100&cursor=${encodeURIComponent(cursor)}` : undefined;
      }
      return seen;
    };
    expect((await all('/api/Clients.svc/list', 'Reference')).sort()).toEqual([...created.clients].sort());
    expect((await all('/api/document.svc/list/invoice', 'Number')).sort()).toEqual([...created.invoices].sort());
  }, 120_000);
});
