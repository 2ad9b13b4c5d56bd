import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, newAccount, useApi } from '../support/api.ts';

const api = useApi();
let call: Caller;

beforeAll(async () => {
  call = api.as((await newAccount('Surface')).token);
});

describe('the API surface a newcomer meets', () => {
  it('answers 405 with Allow for a known path asked with another method, 404 for an unknown one', async () => {
    const wrong = await call('DELETE', '/api/client/create');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(wrong.json.error.code).toBe('method_not_allowed');
    const twoMethods = await call('POST', '/api/document.svc/get/invoice/INV-1');
    expect(twoMethods.status).toBe(405);
    expect(twoMethods.headers.get('allow')).toBe('GET');
    expect((await call('GET', '/api/no/such/thing')).status).toBe(404);
  });

  it('says one thing a bad field: a date not written as a date gets one message', async () => {
    const res = await call('POST', '/api/document.svc/create/invoice', {
      json: { General: { DateIssue: '24/11/2026' }, Items: [{ Description: 'x', UnitRate: 1, Quantity: 1 }] },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.details).toEqual([{ field: 'General.DateIssue', message: 'must be a date YYYY-MM-DD' }]);
  });

  it("describes itself with the package's own version", async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    const doc = (await call('GET', '/api/openapi.json')).json;
    expect(doc.info.version).toBe(version);
  });
});
