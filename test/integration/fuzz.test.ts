import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../shared/adapters/dynamodb/dynamo.ts';
import { FIRST_DATE, LAST_DATE } from '../../shared/kernel/dates.ts';
import { operations } from '../../shared/operations.ts';
import { openApiDocument } from '../../shared/renderers/openapi/openapi.ts';
import { type Caller, newAccount, useApi } from '../support/api.ts';
import { generator } from '../support/seeded.ts';

/**
 * A fuzzer of the whole API from its own description (issue "Abuse of the new surfaces", item 7):
 * for every operation, requests made from its OpenAPI schemas, valid ones, values at the edges
 * (dates at the range's ends and just past them, empty and huge strings, numbers at and past
 * their bounds) and values of the wrong kind, thousands a run. No answer may be a 5xx, and every
 * answer must be one the description gives (the test client checks each against it, and fails an
 * accepted request the description would refuse), and a request refused (4xx) writes nothing: no
 * item of the table is put, updated or deleted by it but the usage counter every request adds to
 * (so no sequence moves for a create that is then refused). Seeded: `FUZZ_SEED` replays a run, and
 * `FUZZ_REQUESTS` sets how many each operation gets.
 */
const api = useApi();
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const PER_OPERATION = Number(process.env.FUZZ_REQUESTS ?? 40);

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; $ref?: string };

const document = openApiDocument(operations) as unknown as {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema?: Schema }> } }>
  >;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
};

type Random = ReturnType<typeof generator>;

const resolve = (schema: Schema | undefined): Schema => {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 10; i += 1) s = document.components.schemas[s.$ref.split('/').pop()!] ?? {};
  return s;
};
const parameterOf = (p: Parameter): Parameter =>
  p.$ref ? document.components.parameters[p.$ref.split('/').pop()!]! : p;

const DATES = [
  FIRST_DATE,
  LAST_DATE,
  '1999-12-31',
  '2100-01-01',
  '2026-02-29',
  '2024-02-29',
  '2026-11-26',
  '9999-12-31',
  '0000-01-01',
];
const WORDS = [
  'INV-0001',
  'ACME',
  '1',
  'Conseil',
  'claire@acme.example',
  'FR7630006000011234567890189',
  'EUR',
  'fr',
  'x',
];
const STRANGE = ['', ' ', '\u0000', '<x/>', "'; --", '../..', '%00', 'é€𝄞', '=HYPERLINK("x")', '\uD800'];
const NUMBERS = [0, 1, -1, 0.005, 1e15, -1e15, 1.7976931348623157e308, 12.345678];

/** A value of a schema: valid most of the time; at the edge or of the wrong kind as `mode` says. */
function sampleOf(schema: Schema | undefined, r: Random, mode: 'valid' | 'edge' | 'wrong', depth = 0): unknown {
  const s = resolve(schema);
  if (mode === 'wrong' && r.chance(0.3))
    return r.pick([null, [], {}, 'x', 123, true, [1, 2], { a: 1 }, -0.5, 'x'.repeat(5_000)]);
  if (s.const !== undefined) return s.const;
  if (s.enum) return mode === 'edge' && r.chance(0.2) ? `${String(r.pick(s.enum))}x` : r.pick(s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return sampleOf(r.pick(branches), r, mode, depth);
  if (s.allOf) return sampleOf(s.allOf[0], r, mode, depth);
  const type = Array.isArray(s.type) ? r.pick(s.type) : s.type;
  const edge = mode === 'edge' && r.chance(0.4);
  switch (type) {
    case 'object': {
      if (depth > 6) return {};
      const out: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(s.properties ?? {})) {
        if (s.required?.includes(name) ? r.chance(0.95) : r.chance(0.5))
          out[name] = sampleOf(child, r, mode, depth + 1);
      }
      if (mode !== 'valid' && r.chance(0.1)) out.NotAField = 'x';
      return out;
    }
    case 'array': {
      const count = edge ? r.pick([0, (s.maxItems ?? 5) + 1, 1]) : r.int(Math.min(4, (s.maxItems ?? 3) + 1));
      return Array.from({ length: Math.min(count, 1_100) }, () => sampleOf(s.items, r, mode, depth + 1));
    }
    case 'integer':
    case 'number': {
      if (edge)
        return r.pick([...NUMBERS, s.minimum ?? 0, s.maximum ?? 1e9, (s.maximum ?? 1e9) + 1, (s.minimum ?? 0) - 1]);
      const low = s.minimum ?? s.exclusiveMinimum ?? 0;
      const high = s.maximum ?? low + 1000;
      const n = low + r.next() * (high - low);
      return type === 'integer' ? Math.round(n) : Math.round(n * 100) / 100;
    }
    case 'boolean':
      return r.chance(0.5);
    case 'null':
      return null;
    default: {
      if (s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') || s.format === 'date') return r.pick(DATES);
      if (s.format === 'date-time') return `${r.pick(DATES)}T${r.pick(['10:00:00Z', '23:59:59+14:00', '25:00:00Z'])}`;
      if (edge)
        return r.pick([
          ...STRANGE,
          'x'.repeat(s.maxLength ?? 256),
          'x'.repeat((s.maxLength ?? 256) + 1),
          'é'.repeat(100_000),
          r.pick(DATES),
        ]);
      if (s.pattern?.startsWith('^\\s*-?(\\d')) return String(r.pick(NUMBERS));
      return r.pick(WORDS).slice(0, s.maxLength ?? 255);
    }
  }
}

/** A path's parameters from the account's real records most of the time, and from the schema or nowhere at the edges. */
const KNOWN: Record<string, string[]> = {
  id: [
    '1',
    'INV-0001',
    'EST-0001',
    'CN-0001',
    'ACME',
    'Conseil',
    '2',
    '999999999999',
    '0',
    '-1',
    'a'.repeat(300),
    '%2e%2e',
    '%00',
  ],
  type: ['invoice', 'estimate', 'creditnote', 'deposit', 'bogus'],
  token: ['x', 'a'.repeat(64), '%00'],
};

/** A path segment encoded; a lone surrogate as the bytes it would be, which are no UTF-8 at all. */
const encodedOrBroken = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

function requestOf(template: string, method: string, r: Random) {
  const op = document.paths[template]![method]!;
  const mode = r.pick(['valid', 'valid', 'edge', 'wrong'] as const);
  const params = (op.parameters ?? []).map(parameterOf);
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const schema = params.find((p) => p.name === name && p.in === 'path')?.schema;
    const value = r.chance(0.8) && KNOWN[name] ? r.pick(KNOWN[name]!) : String(sampleOf(schema, r, mode));
    return /%[0-9A-F]{2}/i.test(value) ? value : encodedOrBroken(value);
  });
  const query = new URLSearchParams();
  for (const p of params.filter((q) => q.in === 'query')) {
    if (r.chance(p.required ? 0.95 : 0.4)) {
      const value = sampleOf(p.schema, r, mode);
      query.set(p.name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  const content = op.requestBody?.content ?? {};
  const type = r.pick(Object.keys(content).length ? Object.keys(content) : ['']);
  const opts: { json?: unknown; body?: string | Uint8Array; headers?: Record<string, string> } = {};
  if (type === 'application/json') opts.json = sampleOf(content[type]!.schema, r, mode);
  else if (type) {
    opts.body = r.pick([
      '',
      'x'.repeat(r.int(10_000)),
      '<?xml version="1.0"?><Document/>',
      'Date,Amount,Currency,Name,Reference,BankRef\n2099-12-31,1.00,EUR,A,R,1\n9999-12-31,1,EUR,A,R,2\n',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 1]),
      'form_token=x&Name=%00',
    ]);
    opts.headers = { 'content-type': type };
  }
  const search = query.toString();
  return { method: method.toUpperCase(), path: search ? `${path}?${search}` : path, opts };
}

type Key = { PK?: unknown; SK?: unknown };
type WriteInput = {
  Item?: Key;
  Key?: Key;
  ExpressionAttributeValues?: Record<string, unknown>;
  TransactItems?: { Put?: { Item: Key }; Update?: { Key: Key }; Delete?: { Key: Key } }[];
  RequestItems?: Record<string, { PutRequest?: { Item: Key }; DeleteRequest?: { Key: Key } }[]>;
};

/** The keys a write to the table names (a transaction's condition checks write nothing). */
const keysWritten = (command: string, input: WriteInput): Key[] => {
  if (command === 'PutItemCommand') return [input.Item!];
  if (command === 'UpdateItemCommand' || command === 'DeleteItemCommand') return [input.Key!];
  if (command === 'TransactWriteItemsCommand')
    return (input.TransactItems ?? []).flatMap((t) =>
      t.Put ? [t.Put.Item] : t.Update ? [t.Update.Key] : t.Delete ? [t.Delete.Key] : [],
    );
  if (command === 'BatchWriteItemCommand')
    return Object.values(input.RequestItems ?? {})
      .flat()
      .map((w) => (w.PutRequest ? w.PutRequest.Item : w.DeleteRequest!.Key));
  return [];
};

/**
 * What the request in flight wrote, but its account's usage counter (`LIMIT#`, docs/data-model.md):
 * the writes the table took, not those its conditions refused (a create under a Name taken tries
 * its conditional put, which writes nothing). A sequence's own moves (`SEQ#`, an `UpdateItem` alone)
 * count by what they add: a value taken and given back (SequencesPort.giveBack) leaves it as it was.
 */
const written: string[] = [];
const sequenceMoves = new Map<string, number>();
const movesOf = (input: WriteInput): number => {
  const values = input.ExpressionAttributeValues ?? {};
  return ':before' in values ? Number(values[':before']) - Number(values[':value']) : Number(values[':one'] ?? 1);
};
const writtenNow = () => [
  ...written,
  ...[...sequenceMoves].filter(([, moved]) => moved !== 0).map(([key, moved]) => `${key} (moved ${moved})`),
];
db().middlewareStack.add(
  (next, context) => async (args) => {
    const out = await next(args);
    const command = String(context.commandName);
    const input = args.input as WriteInput;
    for (const { PK, SK } of keysWritten(command, input)) {
      const key = `${String(PK)} ${String(SK)}`;
      if (command === 'UpdateItemCommand' && String(SK).startsWith('SEQ#'))
        sequenceMoves.set(key, (sequenceMoves.get(key) ?? 0) + movesOf(input));
      else if (!String(SK).startsWith('LIMIT#')) written.push(key);
    }
    return out;
  },
  { step: 'initialize', name: 'fuzzWrites' },
);

let call: Caller;
beforeAll(async () => {
  const { token } = await newAccount('Fuzz');
  call = api.as(token);
  // Records for the fuzzed paths to reach: a client, a catalog entry, an invoice, an estimate.
  await call('PUT', '/api/account/profile', {
    json: { LegalName: 'Fuzz SAS', Address1: '1 rue X', City: 'Paris', ZIPCode: '75001', Country: 'FR' },
  });
  await call('POST', '/api/client/create', { json: { Reference: 'ACME', Company: { CompanyName: 'Acme' } } });
  await call('POST', '/api/catalog/create', { json: { Name: 'Conseil', UnitRate: 100, VAT: 20 } });
  for (const type of ['invoice', 'estimate'])
    await call('POST', `/api/document.svc/create/${type}`, {
      json: { Client: { Reference: 'ACME' }, Items: [{ Description: 'Conseil', UnitRate: 100, Quantity: 1, VAT: 20 }] },
    });
});

describe('the API under generated requests', () => {
  const routes = Object.entries(document.paths).flatMap(([template, item]) =>
    Object.keys(item).map((method) => ({ template, method })),
  );

  it(`answers every request to every operation (${PER_OPERATION} each, seed ${SEED}) within its description, never 5xx`, async () => {
    const r = generator(SEED);
    const faults: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const { template, method } of routes) {
      for (let i = 0; i < PER_OPERATION; i += 1) {
        const request = requestOf(template, method, r);
        try {
          written.length = 0;
          sequenceMoves.clear();
          const res = await call(request.method, request.path, request.opts);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500)
            faults.push(`${request.method} ${request.path.slice(0, 200)}: ${res.status} ${res.text.slice(0, 200)}`);
          if (res.status >= 400 && writtenNow().length)
            faults.push(
              `${request.method} ${request.path.slice(0, 200)}: ${res.status} wrote ${writtenNow().join(', ')}`,
            );
        } catch (error) {
          faults.push(`${request.method} ${request.path.slice(0, 200)}: ${(error as Error).message.slice(0, 400)}`);
        }
        sent += 1;
      }
    }
    expect(faults, `seed ${SEED}`).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(routes.length * PER_OPERATION);
    // The run reached past validation too: some requests were taken, most were refused.
    expect([...statuses.keys()].some((s) => s >= 200 && s < 300)).toBe(true);
    expect([...statuses.keys()]).toContain(400);
  }, 600_000);
});
