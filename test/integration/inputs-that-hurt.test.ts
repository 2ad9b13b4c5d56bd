import { XMLValidator } from 'fast-xml-parser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, newAccount, useApi } from '../support/api.ts';

const api = useApi();
let call: Caller;
const xmlIn = (body: string) =>
  call('POST', '/api/2.1/xml-in', { body, headers: { 'content-type': 'application/xml' } });

beforeAll(async () => {
  call = api.as((await newAccount('Hurt')).token);
});

describe('inputs that hurt', () => {
  it('JSON nested 10,000 deep is 400 naming the limit, not 500', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const res = await call('POST', '/api/catalog/create', {
      body: `{"Name":"deep","Price":1,"x":${deep}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/nests deeper than 32 levels/);
    expect((await call('GET', '/api/catalog.svc/list')).json).toEqual([]);
  });

  it('every character XML 1.0 forbids is 400 naming the field, so no locked invoice can make a broken e-invoice', async () => {
    for (const bad of ['\uFFFE', '\uFFFF', '\u0001', '\u000B', '\u001F']) {
      const res = await call('POST', '/api/document.svc/create/invoice', {
        json: { Client: { ClientName: 'Buyer' }, Items: [{ Description: `bad${bad}line`, UnitRate: 1, Quantity: 1 }] },
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json.error.details[0].field).toBe('Items.0.Description');
    }
    // Tab, line feed and carriage return are text.
    const ok = await call('POST', '/api/document.svc/create/invoice', {
      json: { Client: { ClientName: 'Buyer' }, Items: [{ Description: 'a\tb\r\nc', UnitRate: 1, Quantity: 1 }] },
    });
    expect(ok.status).toBe(200);
  });

  it("xml-in's fail answer stays well-formed XML whatever character references the request decoded to", async () => {
    for (const reference of ['&#xFFFE;', '&#x1;', '&#xD800;', '&#65535;']) {
      const res = await xmlIn(`<request method="no.such${reference}method"></request>`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(XMLValidator.validate(res.text), `${reference}: ${res.text}`).toBe(true);
    }
  });
});

describe("a share link's files", () => {
  const limit = process.env.PAGE_FILES_PER_MINUTE;
  afterEach(() => {
    process.env.PAGE_FILES_PER_MINUTE = limit;
  });

  it('are never cached nor sniffed, and one link gets a few a minute (429 past them)', async () => {
    const made = await call('POST', '/api/document.svc/create/invoice', {
      json: { Client: { ClientName: 'Buyer' }, Items: [{ Description: 'x', UnitRate: 1, Quantity: 1 }] },
    });
    const number = made.text.replace('Reference: ', '');
    await call('PUT', `/api/document.svc/update/invoice/${number}`, { json: { General: { Status: 'sent' } } });
    const { url } = (await call('PUT', `/api/document.svc/action/share/invoice/${number}`)).json;
    const path = new URL(url).pathname;
    for (const file of ['pdf', 'ubl', 'cii']) {
      const res = await fetch(`${api.state.baseUrl}${path}/${file}`);
      expect(res.headers.get('cache-control'), file).toBe('no-store');
      expect(res.headers.get('x-content-type-options'), file).toBe('nosniff');
    }
    process.env.PAGE_FILES_PER_MINUTE = '2';
    // The windows start on the minute: the three below go in one window, not across its end,
    // where each window's two would let three pass.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_100 - intoMinute));
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await fetch(`${api.state.baseUrl}${path}/pdf`)).status);
    // The three above share this minute's window: at most 2 pass.
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(2);
    expect(statuses).toContain(429);
  });
});
