import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { allTabs, type Principal } from '../../shared/access/principal.ts';
import { createCategory } from '../../shared/features/catalog/service.ts';
import { createClient } from '../../shared/features/clients/service.ts';
import { createDocument } from '../../shared/features/documents/service.ts';
import { statusOf } from '../../shared/http/answers.ts';
import type { ApiOperation } from '../../shared/http/operation.ts';
import { failureOf } from '../../shared/kernel/errors.ts';
import { loadSigningKey } from '../../shared/kernel/signing-key.ts';
import { operations } from '../../shared/operations.ts';
import { archiveWriters } from '../../shared/renderers/writers.ts';
import { fakePorts } from '../support/fakes.ts';

/**
 * Every status an operation can answer is declared (issue 43 item 3): each operation with a
 * credential run on the fakes of every port, for an account that holds nothing and one that holds
 * a client, an invoice and a catalog entry, with path parameters that name nothing and ones that
 * name what it holds, with its documented example, an empty object and no body. What it answers,
 * or the Failure it throws, must be a success, one of the statuses every operation may answer
 * (400, 401, 403, 429) or one its declaration lists. The traffic of the integration tests and the
 * acceptance run is checked against the API description the same way (test/support/documented.ts).
 */
const GENERIC = [400, 401, 403, 429];
/** What a request with a body may be answered besides: too large, or of a media type the operation does not take. */
const OF_A_BODY = [413, 415];
const owner: Principal = { accountId: 'acct', company: 'Acme', userId: 1, role: 'owner', tabs: allTabs, clients: [] };

/** Path parameters naming nothing the account holds, then what the seeded account holds. */
const unknownParams: Record<string, string> = {
  id: '999999',
  token: 'no-such-token',
  user_id: '999',
  file: 'none.pdf',
  provider: 'stripe',
  action: 'none',
  name: 'Nothing',
};
const heldParams: Record<string, string> = { ...unknownParams, id: '1', name: 'Paper' };

const paramsOf = (op: ApiOperation<unknown>, values: Record<string, string>, type: string) =>
  Object.fromEntries(
    [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, name === 'type' ? type : (values[name!] ?? 'x')]),
  );

/** An account with a client, an issued invoice INV-0001 (id 1 as a document's Number too) and an inventory entry. */
async function seeded() {
  const fake = fakePorts();
  fake.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
  const client = await createClient(fake.ports, owner, { Reference: 'C1', Company: { CompanyName: 'Client SA' } });
  await createCategory(fake.ports, owner, {
    Name: 'Paper',
    Price: 10,
    Currency: 'EUR',
    IsInventory: true,
    StockQuantity: 5,
  });
  await createDocument(fake.ports, owner, 'invoice', {
    General: { Number: '1', Status: 'sent', DueDate: '2026-12-31' },
    Client: { Reference: client.Reference },
    Items: [{ Description: 'Work', UnitRate: '10', Quantity: '1', VAT: '20' }],
  });
  return fake;
}

/** A request's body: JSON as the JSON middleware hands it over, or raw text of a media type its body adapter reads. */
type Body = { json: unknown } | { raw: string; type: string };

/** The bodies each operation is tried with: its example, an empty object and none; a file or XML one, text it cannot read. */
const bodiesOf = (op: ApiOperation<unknown>): Body[] =>
  op.bodyAdapter
    ? (op.accepts?.types ?? ['application/xml']).flatMap((type) => [
        { raw: 'not what it takes', type },
        { raw: '', type },
      ])
    : [{ json: op.example ?? {} }, { json: {} }, { json: undefined }];

/** The status an operation answers for one request, or throws as a Failure; anything else is a 500. */
async function statusFor(op: ApiOperation<unknown>, ports: unknown, params: Record<string, string>, body: Body) {
  const event = {
    rawPath: op.path,
    headers: 'raw' in body ? { 'content-type': body.type } : {},
    body: 'raw' in body ? body.raw : undefined,
    isBase64Encoded: false,
    pathParameters: params,
    queryStringParameters: {},
    requestContext: { http: { method: op.method } },
  } as unknown as APIGatewayProxyEventV2;
  try {
    const context = { body: 'json' in body ? structuredClone(body.json) : undefined } as { body: unknown };
    await op.bodyAdapter?.readBody.before?.({ event, context } as never);
    const answer = await op.run({ principal: owner, params, query: {}, body: context.body, event }, ports);
    return { status: answer.statusCode ?? 200 };
  } catch (error) {
    const failure = failureOf(error);
    return failure ? { status: statusOf[failure.kind], code: failure.code } : { status: 500, error: String(error) };
  }
}

const withCredential = operations.filter((op) => op.access !== 'public') as unknown as ApiOperation<unknown>[];

beforeAll(() => loadSigningKey());

describe('the statuses each operation declares (docs/api.md §11)', () => {
  for (const op of withCredential) {
    it(`${op.name} answers only what it declares`, async () => {
      const allowed = new Set([...GENERIC, ...(op.body === 'none' ? [] : OF_A_BODY), ...(op.errors ?? [])]);
      const types = op.path.includes('{type}') ? ['invoice', 'estimate', 'creditnote'] : ['invoice'];
      const seen: string[] = [];
      for (const [world, values] of [
        [() => fakePorts(), unknownParams],
        [seeded, heldParams],
      ] as const) {
        for (const type of types)
          for (const body of bodiesOf(op)) {
            const fake = await world();
            if (fake.accounts.size === 0) fake.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
            // The ports of every function's composition root: the fakes, and the renderers the archive writes with.
            const ports = { ...fake.ports, writers: archiveWriters };
            const answer = await statusFor(op, ports, paramsOf(op, values, type), body);
            if (answer.status >= 400 && !allowed.has(answer.status)) seen.push(JSON.stringify({ type, body, answer }));
          }
      }
      expect(seen, `${op.name} declares ${[...allowed].join(', ')}`).toEqual([]);
    });
  }
});
