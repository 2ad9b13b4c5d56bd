import { describe, expect, it } from 'vitest';
import { newAccount, useApi } from '../support/api.ts';

const api = useApi();
const idOf = (res: { headers: Headers }) => Number(res.headers.get('location')?.split('/').pop());

describe('clients over HTTP, against DynamoDB Local', () => {
  it('gives one Reference to exactly one of many concurrent creates', async () => {
    const { token } = await newAccount();
    const call = api.as(token);
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        call('POST', '/api/client/create', { json: { Reference: 'SAME', Company: { CompanyName: `Racer ${i}` } } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(15);
    const list = await call('GET', '/api/Clients.svc/list?limit=100');
    expect(list.json.map((c: { Reference: string }) => c.Reference)).toEqual(['SAME']);
  });

  it('gives the id of a create refused for its Reference back: the next client takes it', async () => {
    const { token } = await newAccount();
    const call = api.as(token);
    const create = (Reference: string) =>
      call('POST', '/api/client/create', { json: { Reference, Company: { CompanyName: `Client ${Reference}` } } });
    expect(idOf(await create('A'))).toBe(1);
    expect((await create('A')).status).toBe(409);
    expect(idOf(await create('B'))).toBe(2);
  });

  it('gives concurrent creates without Reference distinct ids and References', async () => {
    const { token } = await newAccount();
    const call = api.as(token);
    // A Reference chosen by hand that a generated one would take next.
    await call('POST', '/api/client/create', { json: { Reference: 'C-2', Company: { CompanyName: 'Squatter' } } });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', '/api/client/create', { json: { Company: { CompanyName: 'Auto' } } }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const refs = results.map((r) => r.text.replace('Reference: ', ''));
    expect(new Set(refs).size).toBe(10);
    expect(refs).not.toContain('C-2');
    expect(new Set(results.map(idOf)).size).toBe(10);
  });

  it('keeps References unique through updates, also concurrent ones', async () => {
    const { token } = await newAccount();
    const call = api.as(token);
    const a = idOf(
      await call('POST', '/api/client/create', { json: { Reference: 'A', Company: { CompanyName: 'A' } } }),
    );
    const b = idOf(
      await call('POST', '/api/client/create', { json: { Reference: 'B', Company: { CompanyName: 'B' } } }),
    );
    const both = await Promise.all([
      call('PUT', `/api/Clients.svc/update/${a}`, { json: { Reference: 'TARGET' } }),
      call('PUT', `/api/Clients.svc/update/${b}`, { json: { Reference: 'TARGET' } }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    // The loser kept its own Reference, and the old References of the winner are free again.
    const refs = (await call('GET', '/api/Clients.svc/list')).json
      .map((c: { Reference: string }) => c.Reference)
      .sort();
    expect(refs.filter((r: string) => r === 'TARGET')).toHaveLength(1);
    const freed = refs.includes('A') ? 'B' : 'A';
    expect(
      (await call('POST', '/api/client/create', { json: { Reference: freed, Company: { CompanyName: 'Reuse' } } }))
        .status,
    ).toBe(200);
  });

  it('applies concurrent partial updates of one client without losing either', async () => {
    const { token } = await newAccount();
    const call = api.as(token);
    const id = idOf(await call('POST', '/api/client/create', { json: { Company: { CompanyName: 'Busy' } } }));
    const results = await Promise.all([
      call('PUT', `/api/Clients.svc/update/${id}`, { json: { Notes: 'from one' } }),
      call('PUT', `/api/Clients.svc/update/${id}`, { json: { Company: { WebSite: 'https://two.example' } } }),
      call('PUT', `/api/Clients.svc/update/${id}`, { json: { Culture: 'fr' } }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const c = (await call('GET', `/api/client/get/${id}`)).json;
    expect(c).toMatchObject({
      Notes: 'from one',
      Culture: 'fr',
      Company: { CompanyName: 'Busy', WebSite: 'https://two.example' },
    });
  });

  it('moves clients between folders; deleted ones are listed only under folder=deleted', async () => {
    const { token } = await newAccount();
    const call = api.as(token);
    const id = idOf(
      await call('POST', '/api/client/create', { json: { Reference: 'F', Company: { CompanyName: 'Folders' } } }),
    );
    expect((await call('PUT', `/api/Clients.svc/update/${id}`, { json: { Folder: 'archived' } })).status).toBe(200);
    expect((await call('GET', '/api/Clients.svc/list')).json).toEqual([]);
    expect(
      (await call('GET', '/api/Clients.svc/list?folder=archived')).json.map((c: { client_id: number }) => c.client_id),
    ).toEqual([id]);
    expect((await call('GET', `/api/client/get/${id}`)).json.Folder).toBe('archived');
    // An archived client keeps its Reference.
    expect(
      (await call('POST', '/api/client/create', { json: { Reference: 'F', Company: { CompanyName: 'Dup' } } })).status,
    ).toBe(409);
    expect((await call('DELETE', `/api/client/delete/${id}`)).text).toBe('true');
    expect((await call('GET', '/api/Clients.svc/list?folder=archived')).json).toEqual([]);
    expect(
      (await call('GET', '/api/Clients.svc/list?folder=deleted')).json.map((c: { client_id: number }) => c.client_id),
    ).toEqual([id]);
    expect((await call('DELETE', `/api/client/delete/${id}`)).status).toBe(404);
    expect((await call('PUT', `/api/Clients.svc/update/${id}`, { json: { Notes: 'x' } })).status).toBe(404);
  });

  it('answers malformed requests with a 4xx JSON error and changes nothing', async () => {
    const { token } = await newAccount();
    const call = api.as(token);
    const id = idOf(
      await call('POST', '/api/client/create', { json: { Reference: 'KEEP', Company: { CompanyName: 'Keep' } } }),
    );
    const cases: [string, string, Parameters<typeof call>[2], number][] = [
      ['POST', '/api/client/create', { body: '{"Company":', headers: { 'content-type': 'application/json' } }, 400],
      ['POST', '/api/client/create', { body: '', headers: { 'content-type': 'application/json' } }, 400],
      [
        'POST',
        '/api/client/create',
        { body: 'Reference=X', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        415,
      ],
      [
        'POST',
        '/api/client/create',
        { body: '{"Company":{"CompanyName":"A"}}', headers: { 'content-type': 'text/plain' } },
        415,
      ],
      ['POST', '/api/client/create', { json: { Company: { CompanyName: 'A' }, Notes: 'x'.repeat(1024 * 1024) } }, 413],
      ['POST', '/api/client/create', { json: null }, 400],
      ['POST', '/api/client/create', { json: { Company: { CompanyName: 'A' }, Unknown: 1 } }, 400],
      ['POST', '/api/client/create', { json: { Company: { CompanyName: ' ' } } }, 400],
      [
        'POST',
        '/api/client/create',
        { json: { Company: { CompanyName: 'A' }, RegistrationScheme: '0002', RegistrationId: '123456780' } },
        400,
      ],
      ['PUT', `/api/Clients.svc/update/${id}`, { json: { Reference: 'x'.repeat(65) } }, 400],
      ['PUT', `/api/Clients.svc/update/${id}`, { json: { Notes: 'x'.repeat(10_001) } }, 400],
      ['PUT', `/api/Clients.svc/update/${id}`, { json: { Company: { CompanyName: '' } } }, 400],
      ['GET', '/api/client/get/abc', {}, 400],
      ['GET', '/api/client/get/0', {}, 400],
      ['GET', `/api/client/get/${'9'.repeat(40)}`, {}, 400],
      ['GET', '/api/client/get/..%2F..%2Fetc', {}, 400],
      ['GET', '/api/Clients.svc/list?limit=0', {}, 400],
      ['GET', '/api/Clients.svc/list?folder=trash', {}, 400],
      ['GET', '/api/Clients.svc/list?created_from=yesterday', {}, 400],
      ['GET', '/api/Clients.svc/list?colour=red', {}, 400],
      ['GET', '/api/Clients.svc/list?cursor=abc.def', {}, 400],
      ['GET', '/api/no/such/route', {}, 404],
    ];
    for (const [method, path, opts, expected] of cases) {
      const res = await call(method, path, opts);
      expect(res.status, `${method} ${path.slice(0, 60)}`).toBe(expected);
      expect(typeof res.json?.error?.code, `${method} ${path.slice(0, 60)}`).toBe('string');
      expect(typeof res.json?.error?.message).toBe('string');
    }
    const c = (await call('GET', `/api/client/get/${id}`)).json;
    expect(c).toMatchObject({ Reference: 'KEEP', Notes: '', Company: { CompanyName: 'Keep' } });
    expect((await call('GET', '/api/Clients.svc/list')).json).toHaveLength(1);
    // Nor did a refused create take an id: the next client's follows the first.
    expect(idOf(await call('POST', '/api/client/create', { json: { Company: { CompanyName: 'Next' } } }))).toBe(id + 1);
  });

  it('keeps accounts apart: a foreign id is 404, a foreign cursor 400, and References are per account', async () => {
    const a = await newAccount();
    const b = await newAccount();
    const id = idOf(
      await api.call('POST', '/api/client/create', {
        token: a.token,
        json: { Reference: 'MINE', Company: { CompanyName: 'Mine' } },
      }),
    );
    await api.call('POST', '/api/client/create', { token: a.token, json: { Company: { CompanyName: 'Second' } } });
    for (const [method, path, json] of [
      ['GET', `/api/client/get/${id}`],
      ['PUT', `/api/Clients.svc/update/${id}`, { Notes: 'x' }],
      ['DELETE', `/api/client/delete/${id}`],
    ] as const) {
      expect((await api.call(method, path, { token: b.token, json })).status).toBe(404);
    }
    const page = await api.call('GET', '/api/Clients.svc/list?limit=1', { token: a.token });
    const cursor = page.headers.get('x-next-cursor')!;
    expect(cursor).toBeTruthy();
    expect(
      (await api.call('GET', `/api/Clients.svc/list?cursor=${encodeURIComponent(cursor)}`, { token: b.token })).status,
    ).toBe(400);
    expect(
      (
        await api.call('GET', `/api/Clients.svc/list?folder=deleted&cursor=${encodeURIComponent(cursor)}`, {
          token: a.token,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.call('POST', '/api/client/create', {
          token: b.token,
          json: { Reference: 'MINE', Company: { CompanyName: 'Theirs' } },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses missing, wrong and malformed credentials with 401', async () => {
    for (const authorization of [undefined, 'Bearer nope', 'Basic !!!', 'Token abc', `Bearer ${'x'.repeat(5000)}`]) {
      const res = await api.call('GET', '/api/Clients.svc/list', { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('unauthorized');
    }
  });
});
