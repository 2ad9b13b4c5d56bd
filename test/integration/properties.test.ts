import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { unprintable } from '../../shared/kernel/printable.ts';
import { operations } from '../../shared/operations.ts';
import { type Call, newAccount, useApi } from '../support/api.ts';

/**
 * Property-based tests over the operations (fast-check): generated valid inputs round-trip
 * exactly, generated invalid ones answer 4xx with the JSON error shape and change nothing, and
 * no input at all yields a 5xx.
 */
const api = useApi();
let token = '';
let call: (
  method: string,
  path: string,
  opts?: { json?: unknown; body?: string; headers?: Record<string, string> },
) => Promise<Call>;
beforeAll(async () => {
  token = (await newAccount('Props')).token;
  call = (method, path, opts = {}) => api.call(method, path, { token, ...opts });
});

// Any text the documents' fonts print (a character none prints is 400, docs/api.md §10).
const printable = (max: number) =>
  fc
    .string({ maxLength: max, unit: 'grapheme' })
    .filter((s) => !/[\u0000-\u001f\u007f]/.test(s) && unprintable(s) === undefined);
const word = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
const email = fc.tuple(word, word).map(([a, b]) => `${a}@${b}.example`);
let unique = 0;
const reference = fc.constant(null).map(() => `P-${Date.now()}-${(unique += 1)}`);

const contact = fc.record(
  {
    Principal: fc.boolean(),
    Title: printable(20),
    FirstName: printable(40),
    MiddleName: printable(20),
    LastName: printable(40),
    JobTitle: printable(40),
    Email: fc.array(email, { minLength: 0, maxLength: 3 }).map((list) => list.join('; ')),
    Phone: printable(20),
    DueDate: fc.integer({ min: 0, max: 3650 }),
  },
  { requiredKeys: [] },
);
const address = fc.record(
  {
    Name: printable(40),
    Address1: printable(60),
    City: printable(40),
    ZIPCode: printable(10),
    Country: printable(30),
    Target_Invoice: fc.boolean(),
  },
  { requiredKeys: [] },
);
const client = fc.record({
  Reference: reference,
  Culture: fc.constantFrom('en', 'fr', 'de-CH', 'pt-BR'),
  Currency: fc.constantFrom('EUR', 'USD', 'JPY', 'CHF'),
  SendDocByEmail: fc.boolean(),
  SendDocBySnailMail: fc.boolean(),
  Notes: fc
    .string({ maxLength: 200, unit: 'grapheme' })
    .filter((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s) && unprintable(s) === undefined),
  Company: fc.record({
    CompanyName: printable(60).filter((s) => s.trim() !== ''),
    WebSite: printable(60),
    VATIntra: printable(20),
  }),
  Contacts: fc.array(contact, { maxLength: 3 }).filter((list) => list.filter((c) => c.Principal).length <= 1),
  Addresses: fc.array(address, { maxLength: 2 }),
});

describe('properties of the API', () => {
  it('a valid client round-trips exactly through create and get', async () => {
    await fc.assert(
      fc.asyncProperty(client, async (input) => {
        const made = await call('POST', '/api/client/create', { json: input });
        expect(made.status, made.text).toBe(200);
        const got = (await call('GET', `/api/client/get/${made.headers.get('location')!.split('/').pop()}`)).json;
        expect(got).toMatchObject({ ...input, Company: expect.objectContaining(input.Company) });
        for (const [i, c] of input.Contacts.entries()) expect(got.Contacts[i]).toMatchObject(c);
        for (const [i, a] of input.Addresses.entries()) expect(got.Addresses[i]).toMatchObject(a);
      }),
      { numRuns: 40 },
    );
  });

  it('an invalid client is refused with a 4xx JSON error and creates nothing', async () => {
    const breakIt = fc.constantFrom(
      (c: Record<string, unknown>) => ({ ...c, SendDocByEmail: 'yes' }),
      (c: Record<string, unknown>) => ({ ...c, Unknown: 1 }),
      (c: Record<string, unknown>) => ({ ...c, Notes: 'x'.repeat(10_001) }),
      (c: Record<string, unknown>) => ({ ...c, Company: { CompanyName: 'A\u0000B' } }),
      (c: Record<string, unknown>) => ({ ...c, Currency: 'XXX1' }),
      (c: Record<string, unknown>) => ({ ...c, Contacts: [{ DueDate: -1 }] }),
      (c: Record<string, unknown>) => ({ ...c, Company: { CompanyName: '' }, Contacts: [] }),
      (c: Record<string, unknown>) => ({ ...c, Contacts: 'me' }),
    );
    await fc.assert(
      fc.asyncProperty(client, breakIt, async (input, mutate) => {
        const bad = mutate(input);
        const res = await call('POST', '/api/client/create', { json: bad });
        expect(res.status).toBe(400);
        expect(res.json.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
        // Its Reference is still free: nothing was written.
        expect((await call('POST', '/api/client/create', { json: { ...input } })).status).toBe(200);
      }),
      { numRuns: 30 },
    );
  });

  it('a valid category round-trips exactly, amounts included', async () => {
    const amount = fc
      .tuple(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 99 }))
      .map(([w, c]) => Number(`${w}.${String(c).padStart(2, '0')}`));
    const category = fc.record({
      Name: fc.constant(null).map(() => `Cat ${(unique += 1)}`),
      Type: printable(20),
      Description: printable(100),
      CategoryName: printable(40),
      Price: amount,
      Currency: fc.constantFrom('EUR', 'USD'),
      Quantity: amount,
      Unit: fc.integer({ min: 0, max: 10 }),
      VAT: fc.constantFrom(0, 5.5, 20),
      StockQuantity: fc.integer({ min: -100, max: 100_000 }),
      Barcode: printable(20),
      isExpense: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(category, async (input) => {
        expect((await call('POST', '/api/catalog/create', { json: input })).status).toBe(200);
        const { Type: _type, ...returned } = input;
        expect((await call('GET', `/api/catalog.svc/get/${encodeURIComponent(input.Name)}`)).json).toMatchObject(
          returned,
        );
      }),
      { numRuns: 30 },
    );
  });

  it('a valid document round-trips exactly: amounts as sent, totals as computed', async () => {
    const decimal = (whole: number, decimals: number) =>
      fc
        .tuple(fc.integer({ min: 0, max: whole }), fc.integer({ min: 0, max: 10 ** decimals - 1 }))
        .map(([w, f]) => Number(`${w}.${String(f).padStart(decimals, '0')}`));
    const line = fc.record({
      Description: printable(80).filter((s) => s.trim() !== ''),
      UnitRate: decimal(100_000, 3),
      Quantity: decimal(1000, 2),
      UnitType: printable(10),
      Discount: fc.constantFrom(0, 5, 12.5),
      VAT: fc.constantFrom(0, 5.5, 20),
      Reference: fc.option(printable(20), { nil: null }),
    });
    const document = fc.record({
      General: fc.record({
        DateIssue: fc
          .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
        GeneralDiscount: fc.constantFrom(0, 2.5, 10),
        Description: printable(60),
        PONumber: printable(20),
        Currency: fc.constantFrom('EUR', 'JPY', 'KWD'),
      }),
      Client: fc.record({ ClientName: printable(40), ContactName: printable(40) }),
      Items: fc.array(line, { minLength: 1, maxLength: 12 }),
      Comments: fc.record(
        { Legal: printable(60).filter((s) => s !== ''), Notes: printable(60).filter((s) => s !== '') },
        { requiredKeys: [] },
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('invoice', 'estimate'), document, async (type, input) => {
        const made = await call('POST', `/api/document.svc/create/${type}`, { json: input });
        expect(made.status, made.text).toBe(200);
        const got = (
          await call('GET', `/api/document.svc/get/${type}/${encodeURIComponent(made.text.replace('Reference: ', ''))}`)
        ).json;
        expect(got.General).toMatchObject({ ...input.General, Type: type, Status: 'draft' });
        expect(got.Client).toMatchObject(input.Client);
        expect(got.Comments).toEqual(input.Comments);
        for (const [i, item] of input.Items.entries()) expect(got.Items[i]).toMatchObject({ ...item, Position: i + 1 });
        const tax = got.Total.TOTALTAX.reduce(
          (sum: number, t: { VATValue: number }) => sum + Math.round(t.VATValue * 1000),
          0,
        );
        expect(Math.round(got.Total.TotalNET * 1000)).toBe(Math.round(got.Total.TOTALRAW * 1000) + tax);
      }),
      { numRuns: 30 },
    );
  });

  it('no body, path or query yields a 5xx on any operation', async () => {
    const idSegment = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('..', '%2F', '%00', '%2e%2e', 'x'.repeat(3000), '-1', '1e9', '%F0%9F%98%80'),
    );
    const query = fc.dictionary(
      fc.constantFrom('limit', 'cursor', 'folder', 'city', 'created_from', 'client_id', 'date_from', 'status', 'x'),
      fc.string({ maxLength: 20 }),
      { maxKeys: 3 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations),
        idSegment,
        fc.jsonValue({ maxDepth: 3 }),
        query,
        async (op, id, body, params) => {
          const path = op.path
            .replace(/\{type\}/, 'invoice')
            .replace(/\{\w+\}/g, encodeURIComponent(id).replace(/%25/g, '%'));
          const search = new URLSearchParams(params as Record<string, string>).toString();
          const res = await call(
            op.method,
            `${path}${search ? `?${search}` : ''}`,
            op.body === 'none' ? {} : op.body === 'xml' ? { body: String(body) } : { json: body },
          );
          expect(
            res.status,
            `${op.method} ${path} ${JSON.stringify(body).slice(0, 80)}: ${res.text.slice(0, 200)}`,
          ).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });
});
