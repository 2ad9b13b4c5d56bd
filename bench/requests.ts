import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { allPorts as deps } from '../infra/local/ports.ts';
import { createAccount } from '../shared/features/accounts/service.ts';
import { startBareHop } from './bare-hop.ts';
import { replay, replayed } from './gateway-floor.ts';
import { againstFloor, ratioColumns } from './interval.ts';
import { type Bench, benchSeller, quantile, type Row, request, round, timedInTurns } from './support.ts';

/** The invoices the payments take in turns (the bench pays about 200 times). */
const PAID_INVOICES = 40;

interface Scenario {
  name: string;
  method: string;
  path: (i: number) => string;
  body?: (i: number) => unknown;
  headers?: Record<string, string>;
  /** The DynamoDB calls the operation cannot do without, and why. */
  minimum: string[];
  why: string;
}

/**
 * Request overhead and capacity. Each operation runs `n` times through the local API Gateway
 * and its real handler; its floor is the very DynamoDB calls it made, sent directly with the
 * SDK the same number of times, each after the same request carried by a bare HTTP server.
 * Capacity is what DynamoDB reports (ReturnConsumedCapacity) against the calls the operation
 * cannot do without.
 */
export async function requestOverhead(bench: Bench, n: number): Promise<Row[]> {
  const owner = await createAccount(deps, `Bench ${Date.now()}`);
  const direct = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: bench.dynamoEndpoint }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  for (let i = 0; i < 30; i += 1) {
    await request(bench, owner.token, 'POST', '/api/client/create', {
      Reference: `R${i}`,
      Currency: 'EUR',
      Company: { CompanyName: `Client ${i}` },
      Contacts: [{ LastName: 'Doe', Email: 'a@b.example' }],
    });
    await request(bench, owner.token, 'POST', '/api/document.svc/create/invoice', {
      Client: { Reference: `R${i}` },
      Items: [{ Description: 'Work', UnitRate: 100, Quantity: 2, VAT: 20 }],
    });
    await request(bench, owner.token, 'POST', '/api/catalog/create', { Name: `Item ${i}`, Price: i, StockQuantity: i });
  }
  // Invoices to a named client, issued (a payment on a draft issues it, and issuing asks the
  // buyer's name), that the payments take in turns: each takes a few, as an invoice does, where
  // one invoice taking them all would weigh its hundreds of payments on each.
  for (let i = 0; i < PAID_INVOICES; i += 1) {
    await request(bench, owner.token, 'POST', '/api/document.svc/create/invoice', {
      General: { Number: `PAYME-${i}` },
      Client: { Reference: 'R0' },
      Items: [{ Description: 'Retainer', UnitRate: 1_000_000_000, Quantity: 1 }],
    });
    await request(bench, owner.token, 'PUT', `/api/document.svc/update/invoice/PAYME-${i}`, {
      General: { Status: 'sent' },
    });
  }
  // A shared invoice for the document page: issued, then shared once.
  await request(bench, owner.token, 'PUT', '/api/document.svc/update/invoice/INV-0001', {
    General: { Status: 'sent' },
  });
  const shared = await request(bench, owner.token, 'PUT', '/api/document.svc/action/share/invoice/INV-0001');
  const page = new URL((JSON.parse(shared.text) as { url: string }).url).pathname;
  // An invoice whose e-invoice can be made: the seller's profile, a client with an address, an issued invoice.
  await request(bench, owner.token, 'PUT', '/api/account/profile', benchSeller);
  await request(bench, owner.token, 'POST', '/api/client/create', {
    Reference: 'EI',
    Currency: 'EUR',
    Company: { CompanyName: 'Acheteur SA', VATIntra: 'FR44732829320' },
    Addresses: [
      {
        Principal: true,
        Address1: '1 place Bellecour',
        City: 'Lyon',
        ZIPCode: '69002',
        Country: 'FR',
        Target_Invoice: true,
      },
    ],
  });
  await request(bench, owner.token, 'POST', '/api/document.svc/create/invoice', {
    General: { Number: 'EINV', Currency: 'EUR' },
    Client: { Reference: 'EI', ClientName: 'Acheteur SA' },
    Items: [{ Description: 'Conseil', UnitRate: 1000, Quantity: 1, VAT: 20 }],
  });
  await request(bench, owner.token, 'PUT', '/api/document.svc/update/invoice/EINV', { General: { Status: 'sent' } });
  const scenarios: Scenario[] = [
    {
      name: 'clients.get',
      method: 'GET',
      path: () => '/api/client/get/1',
      minimum: ['GetItem', 'GetItem'],
      why: 'token, client',
    },
    {
      name: 'clients.list',
      method: 'GET',
      path: () => '/api/Clients.svc/list',
      minimum: ['GetItem', 'Query'],
      why: 'token, one page of the folder index',
    },
    {
      name: 'clients.create',
      method: 'POST',
      path: () => '/api/client/create',
      body: () => ({ Company: { CompanyName: 'New' } }),
      minimum: ['GetItem', 'UpdateItem', 'TransactWriteItems'],
      why: 'token, client_id sequence, client + Reference claim together',
    },
    {
      name: 'clients.update',
      method: 'PUT',
      path: () => '/api/Clients.svc/update/2',
      body: (i) => ({ Notes: `n${i}` }),
      minimum: ['GetItem', 'GetItem', 'TransactWriteItems'],
      why: 'token, read to merge, conditional write',
    },
    {
      name: 'documents.get',
      method: 'GET',
      path: () => '/api/document.svc/get/invoice/INV-0001',
      minimum: ['GetItem', 'GetItem', 'GetItem'],
      why: "token, document, account (the date in the account's zone, which makes an open invoice overdue)",
    },
    {
      name: 'documents.list',
      method: 'GET',
      path: () => '/api/document.svc/list/invoice',
      minimum: ['GetItem', 'Query'],
      why: 'token, one page of the date index (the account, for its date, only for `status=overdue`)',
    },
    {
      name: 'documents.create',
      method: 'POST',
      path: () => '/api/document.svc/create/invoice',
      body: () => ({ Client: { Reference: 'R1' }, Items: [{ Description: 'x', UnitRate: 1, Quantity: 1 }] }),
      minimum: ['GetItem', 'GetItem', 'GetItem', 'GetItem', 'UpdateItem', 'TransactWriteItems'],
      why: "token, Reference claim, client, account (the date in its zone, the seller's profile), Number sequence, the document and its history entry in one conditional transaction",
    },
    {
      name: 'payments.create',
      method: 'POST',
      path: () => '/api/payment/create',
      body: (i) => ({ Invoice: `PAYME-${i % PAID_INVOICES}`, Amount: 0.01, Method: 'card' }),
      minimum: ['GetItem', 'GetItem', 'GetItem', 'UpdateItem', 'TransactWriteItems'],
      why: "token, invoice, account (the payment's date in its zone), payment_id sequence, payment + invoice totals in one transaction",
    },
    {
      name: 'payments.list',
      method: 'GET',
      path: () => '/api/payment/list?invoice=PAYME-0',
      minimum: ['GetItem', 'Query'],
      why: "token, one page of the invoice's payment index",
    },
    {
      name: 'documents.create (credit note)',
      method: 'POST',
      path: () => '/api/document.svc/create/creditnote',
      body: () => ({
        General: { Invoice: 'EINV' },
        Items: [{ Description: 'Refund', UnitRate: 0.01, Quantity: 1, VAT: 20 }],
      }),
      minimum: ['GetItem', 'GetItem', 'GetItem', 'UpdateItem', 'TransactWriteItems'],
      why: "token, the credited invoice, account (the date in its zone, the seller's profile), Number sequence, the credit note and its history entry in one conditional transaction",
    },
    {
      name: 'documents.ubl (e-invoice)',
      method: 'GET',
      path: () => '/api/document.svc/get/invoice/EINV/ubl',
      minimum: ['GetItem', 'GetItem'],
      why: 'token, document (an issued invoice keeps its parties as they stood at its issue)',
    },
    {
      name: 'documents.share',
      method: 'PUT',
      path: () => '/api/document.svc/action/share/invoice/EINV',
      minimum: ['GetItem', 'GetItem', 'TransactWriteItems'],
      why: 'token, document, the link and its history entry together',
    },
    {
      name: 'documents.history',
      method: 'GET',
      path: () => '/api/document.svc/history/invoice/INV-0001',
      minimum: ['GetItem', 'GetItem', 'Query', 'Query'],
      why: 'token, document, its history, and beside it what a deployed table kept under the key before Numbers were delimited',
    },
    {
      name: 'clients.create, replayed (Idempotency-Key)',
      method: 'POST',
      path: () => '/api/client/create',
      body: () => ({ Company: { CompanyName: 'Once' } }),
      headers: { 'idempotency-key': 'bench-replay' },
      minimum: ['GetItem', 'PutItem', 'GetItem'],
      why: "token, the key taken (refused: the kept answer comes back with the refusal), and the key's claim read beside it (a change whose answer was lost: docs/api.md §11)",
    },
    {
      name: 'pages.view',
      method: 'GET',
      path: () => page,
      minimum: ['GetItem', 'GetItem', 'GetItem', 'GetItem', 'GetItem'],
      why: 'link, document, account (profile and company), client, the online payment provider (a pay button on an open invoice)',
    },
    {
      name: 'catalog.get',
      method: 'GET',
      path: () => '/api/catalog.svc/get/Item%203',
      minimum: ['GetItem', 'GetItem'],
      why: 'token, category',
    },
    {
      name: 'catalog.filter',
      method: 'POST',
      path: () => '/api/catalog.svc/list',
      body: () => ({ Price_Low: 5, Stock_High: 20 }),
      minimum: ['GetItem', 'Query'],
      why: 'token, one page of the catalog index, filtered in DynamoDB',
    },
  ];
  const hop = await startBareHop();
  const hopBench = { ...bench, baseUrl: hop.url };
  const rows: Row[] = [];
  for (const s of scenarios) {
    for (let i = 0; i < 5; i += 1) await request(bench, owner.token, s.method, s.path(i), s.body?.(i), s.headers);
    // One counted request tells the calls; the timed ones run without the counter.
    bench.calls.length = 0;
    bench.counting = true;
    const answered = await request(bench, owner.token, s.method, s.path(n), s.body?.(n), s.headers);
    const calls = [...bench.calls];
    // Operation and floor take turns, so whatever else the machine does weighs on both alike.
    bench.counting = false;
    const contentType = answered.headers.get('content-type') ?? 'text/plain';
    await replay(calls, bench.dynamoEndpoint, {
      statusCode: answered.status,
      headers: { 'content-type': contentType },
      body: answered.text,
    });
    hop.answer({ status: answered.status, contentType, body: answered.text });
    const {
      operation: times,
      floor,
      behindGateway,
    } = await timedInTurns(n, 0, {
      operation: (i) => request(bench, owner.token, s.method, s.path(i), s.body?.(i), s.headers),
      // The calls sent directly, after the HTTP hop any API pays: the same request and answer carried by a bare server.
      floor: async (i) => {
        await request(hopBench, owner.token, s.method, s.path(i), s.body?.(i), s.headers);
        for (const call of calls) await direct.send(replayed(call) as never).catch(() => undefined);
      },
      // The same request's body and headers in, the same answer out: what the gateway carries is no code of ours.
      behindGateway: (i) => request(bench, owner.token, 'POST', '/bench/floor', s.body?.(i), s.headers),
    });
    const made = calls.map((c) => c.command);
    const capacity = (list: typeof calls) => list.reduce((sum, c) => sum + c.read + c.write, 0);
    // Each call of the minimum matched to a distinct call made (an operation may make several GetItems).
    const unmatched = [...calls];
    const essential = s.minimum.flatMap((command) => {
      const at = unmatched.findIndex((c) => c.command === command);
      return at < 0 ? [] : unmatched.splice(at, 1);
    });
    rows.push({
      section: 'overhead',
      name: `${s.name} p50`,
      ...ratioColumns(againstFloor(times, floor, { inTurns: true })),
      unit: 'ms',
      target: 1.2,
      note: `${made.length} calls: ${made.join(', ')} (${s.why})`,
    });
    rows.push({
      section: 'overhead',
      name: `${s.name} p50, against an empty function behind the gateway`,
      ...ratioColumns(againstFloor(times, behindGateway, { inTurns: true })),
      unit: 'ms',
      target: 1.1,
      note: 'the floor takes the same request, makes the same calls and gives the same answer from a function of no code of ours, through the same local gateway',
    });
    rows.push({
      section: 'overhead',
      name: `${s.name} p99`,
      value: round(quantile(times, 0.99)),
      floor: round(quantile(floor, 0.99)),
      unit: 'ms',
      ratio: round(quantile(times, 0.99) / quantile(floor, 0.99)),
    });
    rows.push({
      section: 'capacity',
      name: s.name,
      value: round(capacity(calls), 1),
      floor: round(capacity(essential), 1),
      unit: 'CU',
      ratio: capacity(essential) ? round(capacity(calls) / capacity(essential)) : 1,
      target: 1,
      note:
        made.length > s.minimum.length ? `extra calls beyond ${s.minimum.join(', ')}` : 'no call beyond the minimum',
      parts: {
        read: round(
          calls.reduce((sum, c) => sum + c.read, 0),
          1,
        ),
        write: round(
          calls.reduce((sum, c) => sum + c.write, 0),
          1,
        ),
      },
    });
  }
  hop.close();
  return rows;
}
