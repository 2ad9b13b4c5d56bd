import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../shared/operations.ts';
import { openApiDocument } from '../../shared/renderers/openapi/openapi.ts';
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

  it('answers a CORS preflight 405 with no Access-Control header: tokens are for servers (docs/api-decisions.md)', async () => {
    const preflight = await call('OPTIONS', '/api/Clients.svc/list', {
      headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(405);
    expect([...preflight.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    const list = await call('GET', '/api/Clients.svc/list', { headers: { origin: 'https://app.example' } });
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-allow-origin')).toBeNull();
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

  it('serves the description its declarations make, at the address it was asked on', async () => {
    const { servers, ...rest } = (await call('GET', '/api/openapi.json')).json;
    const { servers: _, ...declared } = JSON.parse(JSON.stringify(openApiDocument(operations)));
    expect(rest).toEqual(declared);
    expect(servers).toEqual([{ url: new URL(api.state.baseUrl).origin }]);
  });
});

describe('the API description tells the truth', () => {
  let doc: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  beforeAll(async () => {
    doc = (await call('GET', '/api/openapi.json')).json;
  });
  const op = (path: string, method: string) => doc.paths[path][method];

  it('updates and a credit note issue answer True or true, with no Location: as the service does, and as it says', async () => {
    for (const [path, method, word] of [
      ['/api/Clients.svc/update/{id}', 'put', 'True'],
      ['/api/document.svc/update/{type}/{id}', 'put', 'True'],
      ['/api/document.svc/action/issue/creditnote/{id}', 'put', 'true'],
    ] as const) {
      const ok = op(path, method).responses['200'];
      expect(ok.content['text/plain'].example, path).toBe(word);
      expect(ok.content['text/plain'].schema.enum, path).toEqual([word]);
      expect(ok.headers?.Location, path).toBeUndefined();
    }
    await call('POST', '/api/client/create', { json: { Reference: 'UPD', Company: { CompanyName: 'U' } } });
    const updated = await call('PUT', '/api/Clients.svc/update/1', { json: { Notes: 'n' } });
    expect([updated.text, updated.headers.get('location')]).toEqual(['True', null]);
  });

  it("describes OAuth as an HTTP scheme a generated client sends as 'Authorization: OAuth <token>'", () => {
    expect(doc.components.securitySchemes.oauth).toMatchObject({ type: 'http', scheme: 'OAuth' });
  });

  it("declares the page's forms, and every header the service sends", () => {
    for (const choice of ['accept', 'decline']) {
      const form = op(`/d/{token}/${choice}`, 'post');
      expect(form.requestBody.content['application/x-www-form-urlencoded'].schema.required).toEqual(['form_token']);
      expect(form.responses['303']).toBeDefined();
    }
    expect(op('/api/client/create', 'post').responses['200'].headers).toHaveProperty('Idempotent-Replayed');
    expect(op('/api/client/create', 'post').responses['429'].headers).toHaveProperty('Retry-After');
    expect(op('/api/client/create', 'post').responses['409'].headers).toHaveProperty('Retry-After');
    expect(op('/api/client/create', 'post').responses['401'].headers).toHaveProperty('WWW-Authenticate');
    expect(op('/api/catalog/create', 'post').responses['200'].headers).toHaveProperty('Location');
    expect(op('/api/document.svc/get/{type}/{id}/pdf', 'get').responses['200'].headers).toHaveProperty(
      'Content-Disposition',
    );
    expect(Object.keys(op('/api/2.1/xml-in', 'post').requestBody.content)).toEqual(['application/xml', 'text/xml']);
  });

  it('is no looser than the service: limit 0, an unknown status and a decimal that is no number are refused, as described', async () => {
    expect((await call('GET', '/api/Clients.svc/list?limit=0')).status).toBe(400);
    expect((await call('GET', '/api/document.svc/list/invoice?status=payed')).status).toBe(400);
    expect((await call('GET', '/api/document.svc/list/invoice?status=overdue')).status).toBe(200);
    const limit = op('/api/Clients.svc/list', 'get').parameters.find((p: { name: string }) => p.name === 'limit');
    expect(new RegExp(limit.schema.pattern).test('0')).toBe(false);
    const status = op('/api/document.svc/list/{type}', 'get').parameters.find(
      (p: { name: string }) => p.name === 'status',
    );
    expect(status.schema.enum).toContain('overdue');
    expect(status.schema.enum).not.toContain('payed');
    expect(JSON.stringify(op('/api/document.svc/create/{type}', 'post').requestBody)).toContain('"pattern"');
  });

  it('says of every operation who may call it', () => {
    for (const [path, item] of Object.entries<Record<string, { description?: string }>>(doc.paths))
      for (const [method, operation] of Object.entries(item))
        expect(operation.description, `${method} ${path}`).toMatch(/^Who: /);
  });
});
