import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { allTabs, type Principal } from '../access/principal.ts';
import { Failure } from '../kernel/errors.ts';
import { read } from '../kernel/operation.ts';
import { limitParam, type Page } from '../kernel/pagination.ts';
import { loadSigningKey } from '../kernel/signing-key.ts';
import { listOperation } from './list-operation.ts';

const owner: Principal = { accountId: 'acc', company: 'Acme', userId: 1, role: 'owner', tabs: allTabs, clients: [] };
const staff: Principal = { ...owner, userId: 2, role: 'staff' };

/** A shelf's things, five to a shelf, read from where a cursor points. */
const things = (deps: { shelves: Record<string, number[]> }, shelf: string, limit: number, from = 0): Page<number> => {
  const all = deps.shelves[shelf] ?? [];
  const items = all.slice(from, from + limit);
  return { items, ...(from + limit < all.length ? { next: { from: from + limit } } : {}) };
};

const thingsList = listOperation({
  name: 'things.list',
  path: '/api/shelf/{shelf}/things',
  handler: 'functions/things/list.ts',
  access: 'staff',
  summary: "A shelf's things",
  tag: 'Things',
  params: z.strictObject({ shelf: z.string() }),
  query: z.strictObject({ limit: limitParam, cursor: z.optional(z.string()), colour: z.optional(z.string()) }),
  item: z.object({ Thing: z.number() }),
  // Bound to the shelf and the caller: a cursor of one shelf or one user is no other's.
  list: (q, { shelf }, principal) => ({ kind: `things:${shelf}:${principal.userId}`, query: q }),
  read: async (deps: { shelves: Record<string, number[]> }, _principal, q, start, { shelf }) =>
    things(deps, shelf, q.limit, start?.from as number | undefined),
  present: (thing: number) => ({ Thing: thing }),
});

const deps = { shelves: { a: [1, 2, 3, 4, 5], b: [6, 7, 8] } };

/** A GET of the list, as the gateway hands it over. */
const get = (principal: Principal, params: Record<string, string>, query: Record<string, string>) =>
  thingsList.run(
    {
      principal,
      params,
      query,
      body: undefined,
      event: {
        rawPath: `/api/shelf/${params.shelf}/things`,
        rawQueryString: new URLSearchParams(query).toString(),
        headers: { host: 'api.example' },
        requestContext: { domainName: 'api.example' },
      } as unknown as APIGatewayProxyEventV2,
    },
    deps,
  );

/** What a refused request throws: its status kind and the field it names. */
const refusal = async (answer: Promise<unknown>) => {
  const error = await answer.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Failure);
  const failure = error as Failure;
  return { kind: failure.kind, message: failure.message, field: failure.details[0]?.field };
};

describe('a list operation', () => {
  beforeAll(() => loadSigningKey());

  it('is a GET of no body that only reads, signs its cursors and answers a page', () => {
    expect(thingsList).toMatchObject({
      name: 'things.list',
      method: 'GET',
      body: 'none',
      table: read,
      usesSigningKey: true,
      success: { kind: 'page' },
    });
  });

  it('answers its pages in turn, each element presented, the next one linked with the same query', async () => {
    const first = await get(owner, { shelf: 'a' }, { limit: '2', colour: 'red' });
    expect(JSON.parse(first.body as string)).toEqual([{ Thing: 1 }, { Thing: 2 }]);
    const cursor = first.headers!['x-next-cursor'] as string;
    expect(first.headers!.link).toBe(
      `<https://api.example/api/shelf/a/things?limit=2&colour=red&cursor=${encodeURIComponent(cursor)}>; rel="next"`,
    );
    const second = await get(owner, { shelf: 'a' }, { limit: '3', colour: 'red', cursor });
    expect(JSON.parse(second.body as string)).toEqual([{ Thing: 3 }, { Thing: 4 }, { Thing: 5 }]);
    expect(second.headers!['x-next-cursor']).toBeUndefined();
  });

  it('refuses a cursor on another shelf, for another caller or with other filters (400 on `cursor`)', async () => {
    const first = await get(owner, { shelf: 'a' }, { limit: '2', colour: 'red' });
    const cursor = first.headers!['x-next-cursor'] as string;
    for (const [principal, shelf, colour] of [
      [owner, 'b', 'red'],
      [staff, 'a', 'red'],
      [owner, 'a', 'blue'],
    ] as const) {
      expect(await refusal(get(principal, { shelf }, { colour, cursor }))).toMatchObject({
        kind: 'invalid',
        field: 'cursor',
      });
    }
  });

  it('parses the path, then the query, and names which refused', async () => {
    expect(await refusal(get(owner, {} as Record<string, string>, { colour: 1 as unknown as string }))).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('The path'),
    });
    expect(await refusal(get(owner, { shelf: 'a' }, { size: 'large' }))).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('The query'),
      field: 'size',
    });
  });
});
