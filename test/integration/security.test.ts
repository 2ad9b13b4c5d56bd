import { describe, expect, it } from 'vitest';
import { db } from '../../shared/adapters/dynamodb/dynamo.ts';
import { operations } from '../../shared/operations.ts';
import { newAccount, useApi } from '../support/api.ts';

const api = useApi();

/** Everything written to stdout and stderr while `run` runs. */
async function captured(run: () => Promise<void>): Promise<string> {
  const chunks: string[] = [];
  const original = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
  const tap = (write: typeof original.out) =>
    ((chunk: unknown, ...rest: unknown[]) => {
      chunks.push(String(chunk));
      return write(chunk as string, ...(rest as []));
    }) as typeof original.out;
  process.stdout.write = tap(original.out);
  process.stderr.write = tap(original.err);
  try {
    await run();
  } finally {
    process.stdout.write = original.out;
    process.stderr.write = original.err;
  }
  return chunks.join('');
}

describe('security', () => {
  it('never logs a token, even when a request fails inside', async () => {
    const { token } = await newAccount('Secrets');
    const staff = (await api.call('POST', '/api/staff/create', { token, json: { Email: 's@x.example' } })).json
      .token as string;
    let boom = true;
    db().middlewareStack.add(
      (next) => async (args) => {
        if (boom) throw new Error('disk on fire');
        return next(args);
      },
      { step: 'initialize', name: 'boom', priority: 'high' },
    );
    const logs = await captured(async () => {
      // A failure deep inside (logged with its error), and the ordinary paths.
      await api.call('GET', '/api/Clients.svc/list', { token });
      boom = false;
      for (const t of [token, staff, 'inv_wrong-token-value-000000000000000000000']) {
        await api.call('GET', '/api/Clients.svc/list', { token: t });
        await api.call('POST', '/api/client/create', { token: t, json: { Bad: 1 } });
        await api.call('POST', '/api/2.1/xml-in', { token: t, body: '<request method="nope"/>' });
      }
    });
    db().middlewareStack.remove('boom');
    expect(logs).toContain('disk on fire');
    for (const secret of [token, staff, 'inv_wrong-token-value']) expect(logs).not.toContain(secret);
  });

  it('answers path tricks in ids with 4xx, on every operation with an id', async () => {
    const { token } = await newAccount('Paths');
    for (const op of operations.filter((o) => /\{(?!type\})\w+\}/.test(o.path))) {
      for (const id of [
        '..',
        '..%2F..%2Fetc%2Fpasswd',
        '%2F',
        '%00',
        '%2e%2e',
        'a%0d%0aSet-Cookie:x',
        'x'.repeat(5000),
        '%E2%80%AE',
        'CLIENT%23000000000001',
      ]) {
        const path = op.path.replace('{type}', 'invoice').replace(/\{\w+\}/g, id);
        const res = await api.call(op.method, path, { token, json: op.body === 'none' ? undefined : {} });
        expect(res.status, `${op.method} ${path.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${op.method} ${path.slice(0, 80)}`).toBeLessThan(500);
      }
    }
  });

  it('cannot reach another account through a key-shaped id', async () => {
    const a = await newAccount('KeyA');
    const b = await newAccount('KeyB');
    await api.call('POST', '/api/catalog/create', { token: a.token, json: { Name: 'Secret', Price: 1 } });
    // Names and Numbers become part of a key; they can never name another account's partition.
    for (const id of [
      `Secret`,
      `%23Secret`,
      encodeURIComponent(`A#${a.accountId}`),
      encodeURIComponent(`CAT#Secret`),
    ]) {
      expect((await api.call('GET', `/api/catalog.svc/get/${id}`, { token: b.token })).status).toBe(404);
    }
  });
});
