import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, table } from '../../shared/adapters/dynamodb/dynamo.ts';
import { keys } from '../../shared/adapters/dynamodb/keys.ts';
import { type Caller, newAccount, useApi } from '../support/api.ts';

/**
 * Stock on DynamoDB Local (docs/api.md §21): the inventory entries an issue names are read
 * together and written in the issue's own transaction, conditional on the version read, so
 * racing issues never sell a unit twice.
 */
const api = useApi();

/** Drafts whose lines take `quantity` of each named entry, to a named client: their Numbers. */
async function drafts(call: Caller, count: number, lines: { Reference: string; Quantity: number }[]) {
  const numbers: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const made = await call('POST', '/api/document.svc/create/invoice', {
      json: {
        Client: { ClientName: 'Acheteur SA' },
        Items: lines.map((l) => ({ ...l, Description: l.Reference, UnitRate: 10, VAT: 20 })),
      },
    });
    expect(made.status, made.text).toBe(200);
    numbers.push(made.text.replace('Reference: ', ''));
  }
  return numbers;
}

const issue = (call: Caller, number: string) =>
  call('PUT', `/api/document.svc/update/invoice/${number}`, { json: { General: { Status: 'sent' } } });

/** An entry kept in stock, holding `StockQuantity` units. */
async function inventory(call: Caller, Name: string, StockQuantity: number) {
  const made = await call('POST', '/api/catalog/create', {
    json: { Name, Price: 10, VAT: 20, IsInventory: true, StockQuantity },
  });
  expect(made.status, made.text).toBe(200);
}

const stockOf = async (call: Caller, name: string) =>
  (await call('GET', `/api/catalog.svc/get/${name}`)).json.StockQuantity as number;

describe('stock that follows the invoices, on DynamoDB', () => {
  it('twenty issues racing for ten units of two entries: ten go through, the others 409 insufficient_stock and stay drafts', async () => {
    const account = await newAccount('Stock race');
    const call = api.as(account.token);
    await inventory(call, 'Paper', 10);
    await inventory(call, 'Ink', 30);
    const numbers = await drafts(call, 20, [
      { Reference: 'Paper', Quantity: 1 },
      { Reference: 'Ink', Quantity: 2 },
    ]);
    const answers = await Promise.all(numbers.map((n) => issue(call, n)));
    const issued = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(issued).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect(r.json.error.code, r.text).toBe('insufficient_stock');
    expect(await stockOf(call, 'Paper')).toBe(0);
    expect(await stockOf(call, 'Ink')).toBe(10);
    // One movement per issue, each Balance what the entry held right after it: 9 down to 0.
    const movements = (await call('GET', '/api/catalog.svc/movements/Paper?limit=50')).json as {
      Quantity: number;
      Balance: number;
    }[];
    expect(movements.map((m) => m.Quantity)).toEqual(Array(10).fill(-1));
    expect(movements.map((m) => m.Balance)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const statuses = await Promise.all(
      numbers.map(async (n) => (await call('GET', `/api/document.svc/get/invoice/${n}`)).json.General.Status),
    );
    expect(statuses.filter((s) => s === 'draft')).toHaveLength(10);
  });

  it('the stock an issue moves is read beside its own reads: of the lines an update sends with it, of a create issued at once', async () => {
    const account = await newAccount('Stock read ahead');
    const call = api.as(account.token);
    for (const Name of ['Paper', 'Ink', 'Toner']) await inventory(call, Name, 10);
    const [number] = await drafts(call, 1, [{ Reference: 'Paper', Quantity: 1 }]);
    // Issued by the update that replaces its lines: the new lines' entries move, not the draft's.
    const updated = await call('PUT', `/api/document.svc/update/invoice/${number}`, {
      json: {
        General: { Status: 'sent' },
        Items: [
          { Reference: 'Ink', Description: 'Ink', Quantity: 2, UnitRate: 10, VAT: 20 },
          { Reference: 'Toner', Description: 'Toner', Quantity: 3, UnitRate: 10, VAT: 20 },
        ],
      },
    });
    expect(updated.status, updated.text).toBe(200);
    expect([await stockOf(call, 'Paper'), await stockOf(call, 'Ink'), await stockOf(call, 'Toner')]).toEqual([
      10, 8, 7,
    ]);
    // Created issued, taking one entry's `Quantity`.
    const issuedAtCreate = (Reference: string, Quantity: number) =>
      call('POST', '/api/document.svc/create/invoice', {
        json: {
          General: { Status: 'sent' },
          Client: { ClientName: 'Acheteur SA' },
          Items: [{ Reference, Description: Reference, Quantity, UnitRate: 10, VAT: 20 }],
        },
      });
    const created = await issuedAtCreate('Paper', 4);
    expect(created.status, created.text).toBe(200);
    expect(await stockOf(call, 'Paper')).toBe(6);
    // Past what is held: refused at the create, nothing taken.
    const short = await issuedAtCreate('Toner', 8);
    expect(short.status, short.text).toBe(409);
    expect(short.json.error.code).toBe('insufficient_stock');
    expect(await stockOf(call, 'Toner')).toBe(7);
  });

  it('a line naming no entry, or an entry not kept in stock, moves nothing', async () => {
    const account = await newAccount('Stock plain');
    const call = api.as(account.token);
    expect(
      (await call('POST', '/api/catalog/create', { json: { Name: 'Service', Price: 50, VAT: 20, StockQuantity: 4 } }))
        .status,
    ).toBe(200);
    const [number] = await drafts(call, 1, [
      { Reference: 'Service', Quantity: 3 },
      { Reference: 'Nothing by this name', Quantity: 5 },
    ]);
    expect((await issue(call, number!)).status).toBe(200);
    expect(await stockOf(call, 'Service')).toBe(4);
  });

  it('an inventory entry moves by whole units: an issue or a credit note taking part of one is 409 and moves nothing', async () => {
    const account = await newAccount('Stock whole units');
    const call = api.as(account.token);
    await inventory(call, 'Cloth', 5);
    const [half, halves] = [
      ...(await drafts(call, 1, [{ Reference: 'Cloth', Quantity: 1.5 }])),
      ...(await drafts(call, 1, [
        { Reference: 'Cloth', Quantity: 0.5 },
        { Reference: 'Cloth', Quantity: 1.5 },
      ])),
    ];
    const refused = await issue(call, half!);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json.error).toMatchObject({
      code: 'conflict',
      details: [{ field: 'Items', message: 'Cloth: 1.5 is not a whole number of units' }],
    });
    expect((await call('GET', `/api/document.svc/get/invoice/${half}`)).json.General.Status).toBe('draft');
    expect(await stockOf(call, 'Cloth')).toBe(5);
    // Lines that add up to whole units move them.
    expect((await issue(call, halves!)).status).toBe(200);
    expect(await stockOf(call, 'Cloth')).toBe(3);
    const note = await call('POST', '/api/document.svc/create/creditnote', {
      json: {
        General: { Invoice: halves },
        Items: [{ Reference: 'Cloth', Description: 'Cloth', UnitRate: 10, Quantity: 0.5, VAT: 20 }],
      },
    });
    expect(note.status, note.text).toBe(200);
    const noteNumber = note.text.replace('Reference: ', '');
    const noteRefused = await call('PUT', `/api/document.svc/action/issue/creditnote/${noteNumber}`);
    expect(noteRefused.status, noteRefused.text).toBe(409);
    expect(noteRefused.json.error.code).toBe('conflict');
    expect(await stockOf(call, 'Cloth')).toBe(3);
    const movements = (await call('GET', '/api/catalog.svc/movements/Cloth')).json as { Quantity: number }[];
    expect(movements.map((m) => m.Quantity)).toEqual([-2]);
  });

  it('a deposit invoice naming an entry moves nothing; the final invoice that deducts it takes the goods', async () => {
    const account = await newAccount('Stock deposit');
    const call = api.as(account.token);
    await inventory(call, 'Chair', 10);
    const deposit = await call('POST', '/api/document.svc/create/invoice', {
      json: {
        Client: { ClientName: 'Acheteur SA' },
        General: { Type: 'deposit', Status: 'sent' },
        Items: [{ Reference: 'Chair', Description: 'Acompte 30 %, 4 chaises', UnitRate: 15, Quantity: 4, VAT: 20 }],
      },
    });
    expect(deposit.status, deposit.text).toBe(200);
    expect(await stockOf(call, 'Chair')).toBe(10);
    const final = await call('POST', '/api/document.svc/create/invoice', {
      json: {
        Client: { ClientName: 'Acheteur SA' },
        General: { Status: 'sent', Deposits: [deposit.text.replace('Reference: ', '')] },
        Items: [{ Reference: 'Chair', Description: 'Chaises', UnitRate: 50, Quantity: 4, VAT: 20 }],
      },
    });
    expect(final.status, final.text).toBe(200);
    expect(await stockOf(call, 'Chair')).toBe(6);
    const movements = (await call('GET', '/api/catalog.svc/movements/Chair')).json as { Document: string }[];
    expect(movements.map((m) => m.Document)).toEqual([final.text.replace('Reference: ', '')]);
  });

  it('a credit note gives back at most what its invoice holds of an entry (409 overcredit); then the cancel gives back the rest', async () => {
    const account = await newAccount('Stock over-return');
    const call = api.as(account.token);
    await inventory(call, 'Lamp', 5);
    const [sold] = await drafts(call, 1, [{ Reference: 'Lamp', Quantity: 2 }]);
    expect((await issue(call, sold!)).status).toBe(200);
    const creditOf = async (Quantity: number) => {
      const made = await call('POST', '/api/document.svc/create/creditnote', {
        json: {
          General: { Invoice: sold },
          Items: [{ Reference: 'Lamp', Description: 'Lamp', UnitRate: 0, Quantity, VAT: 20 }],
        },
      });
      expect(made.status, made.text).toBe(200);
      return call('PUT', `/api/document.svc/action/issue/creditnote/${made.text.replace('Reference: ', '')}`);
    };
    // Priced at 0, a hundred lamps credit no money: the amounts would let it through.
    const hundred = await creditOf(100);
    expect(hundred.status, hundred.text).toBe(409);
    expect(hundred.json.error).toMatchObject({
      code: 'overcredit',
      details: [{ field: 'Items', message: 'Lamp: gives back 100, its invoice holds 2' }],
    });
    expect(await stockOf(call, 'Lamp')).toBe(3);
    expect((await creditOf(1)).status).toBe(200);
    expect((await creditOf(2)).status).toBe(409);
    expect(await stockOf(call, 'Lamp')).toBe(4);
    expect((await call('PUT', `/api/document.svc/action/cancel/invoice/${sold}`)).status).toBe(200);
    expect(await stockOf(call, 'Lamp')).toBe(5);
    const movements = (await call('GET', '/api/catalog.svc/movements/Lamp')).json as { Quantity: number }[];
    expect(movements.map((m) => m.Quantity)).toEqual([1, 1, -2]);
  });

  it('an entry this process remembers, moved, restocked or made again elsewhere since: the issue takes from it as it is', async () => {
    const account = await newAccount('Stock remembered');
    const call = api.as(account.token);
    const create = (StockQuantity: number) =>
      call('POST', '/api/catalog/create', {
        json: { Name: 'Paper', Price: 10, VAT: 20, IsInventory: true, StockQuantity },
      });
    expect((await create(10)).status).toBe(200);
    const [first, second, third, fourth] = await drafts(call, 4, [{ Reference: 'Paper', Quantity: 1 }]);
    const key = keys.category(account.accountId, 'Paper');
    // Another process writes the entry, straight in the table: this one still knows it as it wrote it.
    const elsewhere = (set: string, values: Record<string, unknown>) =>
      db().send(
        new UpdateCommand({
          TableName: table(),
          Key: key,
          UpdateExpression: `SET ${set}, version = version + :one`,
          ExpressionAttributeValues: { ...values, ':one': 1 },
        }),
      );
    expect((await issue(call, first!)).status).toBe(200);
    await elsewhere('StockQuantity = :q', { ':q': 5 });
    expect((await issue(call, second!)).status).toBe(200);
    expect(await stockOf(call, 'Paper')).toBe(4);
    // Restocked elsewhere: an issue the remembered 4 units would refuse goes through.
    await elsewhere('StockQuantity = :q', { ':q': 100 });
    const large = await call('PUT', `/api/document.svc/update/invoice/${third}`, {
      json: {
        General: { Status: 'sent' },
        Items: [{ Reference: 'Paper', Description: 'Paper', Quantity: 60, UnitRate: 10, VAT: 20 }],
      },
    });
    expect(large.status, large.text).toBe(200);
    expect(await stockOf(call, 'Paper')).toBe(40);
    // Deleted and made again elsewhere, at the version this process remembers: its own entry, not the one remembered.
    const held = (await db().send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }))).Item!;
    await db().send(
      new PutCommand({ TableName: table(), Item: { ...held, createdAt: held.createdAt + 1, StockQuantity: 7 } }),
    );
    expect((await issue(call, fourth!)).status).toBe(200);
    expect(await stockOf(call, 'Paper')).toBe(6);
    const movements = (await call('GET', '/api/catalog.svc/movements/Paper?limit=50')).json as { Balance: number }[];
    expect(movements.map((m) => m.Balance)).toEqual([6, 40, 4, 9]);
    // No longer kept in stock elsewhere: half of it, which the remembered entry would refuse, is any line.
    await issue(call, (await drafts(call, 1, [{ Reference: 'Paper', Quantity: 2 }]))[0]!);
    await elsewhere('isInventory = :no', { ':no': false });
    const [half] = await drafts(call, 1, [{ Reference: 'Paper', Quantity: 0.5 }]);
    const halfIssued = await issue(call, half!);
    expect(halfIssued.status, halfIssued.text).toBe(200);
    expect(await stockOf(call, 'Paper')).toBe(4);
  });

  it("an entry deleted and made again under its Name, or kept in stock since an update: its movements go on after the Name's", async () => {
    const account = await newAccount('Stock made again');
    const call = api.as(account.token);
    const create = (Name: string, IsInventory: boolean) =>
      call('POST', '/api/catalog/create', { json: { Name, Price: 10, VAT: 20, IsInventory, StockQuantity: 3 } });
    expect((await create('Paper', true)).status).toBe(200);
    const [first, second, third] = await drafts(call, 3, [{ Reference: 'Paper', Quantity: 1 }]);
    expect((await issue(call, first!)).status).toBe(200);
    expect((await call('DELETE', '/api/catalog.svc/delete/Paper')).status).toBe(200);
    expect((await create('Paper', false)).status).toBe(200);
    expect((await issue(call, second!)).status).toBe(200);
    expect(await stockOf(call, 'Paper')).toBe(3);
    const kept = await call('PUT', '/api/catalog.svc/update/Paper', { json: { IsInventory: true } });
    expect(kept.status, kept.text).toBe(200);
    const after = await issue(call, third!);
    expect(after.status, after.text).toBe(200);
    expect(await stockOf(call, 'Paper')).toBe(2);
    const movements = (await call('GET', '/api/catalog.svc/movements/Paper')).json as { Balance: number }[];
    expect(movements.map((m) => m.Balance)).toEqual([2, 2]);
  });
});

describe('a refused create leaves no gap in the Numbers given at creation', () => {
  it('an invoice created issued and refused for its stock gives its Number back to the next create', async () => {
    const account = await newAccount('Stock gapless');
    const call = api.as(account.token);
    const create = (quantity: number, status?: string) =>
      call('POST', '/api/document.svc/create/invoice', {
        json: {
          Client: { ClientName: 'Acheteur SA' },
          General: { ...(status ? { Status: status } : {}), DueDate: '2041-12-31' },
          Items: [{ Reference: 'Paper', Description: 'Paper', UnitRate: 10, Quantity: quantity, VAT: 20 }],
        },
      });
    const entry = await call('POST', '/api/catalog/create', {
      json: { Name: 'Paper', Price: 10, IsInventory: true, StockQuantity: 5 },
    });
    expect(entry.status, entry.text).toBe(200);
    for (const expected of ['INV-0001', 'INV-0002']) {
      const refused = await create(6, 'sent');
      expect(refused.status, refused.text).toBe(409);
      expect(refused.json.error.code).toBe('insufficient_stock');
      expect((await create(1, 'sent')).text).toBe(`Reference: ${expected}`);
    }
    expect(await stockOf(call, 'Paper')).toBe(3);
  });
});
