import { beforeEach, describe, expect, it } from 'vitest';
import { fakePorts } from '../../../test/support/fakes.ts';
import { allTabs, type Principal } from '../../access/principal.ts';
import { statusOf } from '../../http/answers.ts';
import { Failure } from '../../kernel/errors.ts';
import { createCategory } from '../catalog/service.ts';
import { createClient, updateClient } from '../clients/service.ts';
import { createDocument, deleteDocument, getDocument, listDocuments, updateDocument } from '../documents/service.ts';
import type { Ports } from '../ports.ts';
import { fanOut } from './fanout.ts';

const owner: Principal = { accountId: 'acct', company: 'Acme', userId: 1, role: 'owner', tabs: allTabs, clients: [] };
const staff = (clients: number[], tabs = allTabs): Principal => ({ ...owner, userId: 2, role: 'staff', tabs, clients });
const line = { Description: 'Work', UnitRate: '10', Quantity: '1' };

/** The status and code of the Failure a call fails with. */
async function refusal(call: Promise<unknown>): Promise<[number, string]> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Failure);
  return [statusOf[(error as Failure).kind], (error as Failure).code];
}

let fake: ReturnType<typeof fakePorts>;
let deps: Ports;
beforeEach(() => {
  fake = fakePorts();
  deps = fake.ports;
  fake.accounts.set('acct', { company: 'Acme', currency: 'EUR' });
});

describe('documents service, on in-memory ports', () => {
  it('numbers each type from its own sequence and skips a Number taken by hand', async () => {
    await createDocument(deps, owner, 'invoice', { Items: [line], General: { Number: 'INV-0002' } });
    const first = await createDocument(deps, owner, 'invoice', { Items: [line] });
    const second = await createDocument(deps, owner, 'invoice', { Items: [line] });
    const estimate = await createDocument(deps, owner, 'estimate', { Items: [line] });
    expect([first.General.Number, second.General.Number, estimate.General.Number]).toEqual([
      'INV-0001',
      'INV-0003',
      'EST-0001',
    ]);
  });

  it('answers 409 on a chosen Number that is taken, and stores nothing', async () => {
    await createDocument(deps, owner, 'invoice', { Items: [line], General: { Number: 'X-1' } });
    expect(
      await refusal(createDocument(deps, owner, 'invoice', { Items: [line], General: { Number: 'X-1' } })),
    ).toEqual([409, 'conflict']);
    expect(fake.documents.items.size).toBe(1);
  });

  it('takes the account currency when neither the input nor a client gives one', async () => {
    fake.accounts.set('acct', { company: 'Acme', currency: 'JPY' });
    expect((await createDocument(deps, owner, 'invoice', { Items: [line] })).General.Currency).toBe('JPY');
  });

  it('refuses a change of Type, and keeps staff to their tabs and assigned clients', async () => {
    const client = await createClient(deps, owner, { Reference: 'C1', Company: { CompanyName: 'Client One' } });
    const doc = await createDocument(deps, owner, 'invoice', { Items: [line], Client: { Reference: 'C1' } });
    expect(
      await refusal(updateDocument(deps, owner, 'invoice', doc.General.Number, { General: { Type: 'estimate' } })),
    ).toEqual([400, 'validation_failed']);
    expect(
      await refusal(getDocument(deps, staff([], { ...allTabs, Invoices: false }), 'invoice', doc.General.Number)),
    ).toEqual([403, 'forbidden']);
    expect(await refusal(getDocument(deps, staff([]), 'invoice', doc.General.Number))).toEqual([404, 'not_found']);
    expect((await getDocument(deps, staff([client.clientId]), 'invoice', doc.General.Number)).General.Number).toBe(
      doc.General.Number,
    );
    expect((await listDocuments(deps, staff([]), 'invoice', 'active', {}, 25)).items).toEqual([]);
  });

  it('moves a deleted document to the deleted folder and frees its get', async () => {
    const doc = await createDocument(deps, owner, 'estimate', { Items: [line] });
    await deleteDocument(deps, owner, 'estimate', doc.General.Number);
    expect(await refusal(getDocument(deps, owner, 'estimate', doc.General.Number))).toEqual([404, 'not_found']);
    expect(
      (await listDocuments(deps, owner, 'estimate', 'deleted', {}, 25)).items.map((d) => d.General.Number),
    ).toEqual([doc.General.Number]);
  });

  it('retries a read-change-write that lost to another writer, from a fresh read', async () => {
    const doc = await createDocument(deps, owner, 'invoice', { Items: [line] });
    const write = fake.ports.documents.write;
    let raced = false;
    fake.ports.documents.write = async (writes, entries) => {
      const before = writes[0]!.before!;
      if (!raced) {
        raced = true;
        // Another request writes first: the version moves on under this one.
        await write(
          [
            {
              before,
              after: { ...before, version: before.version + 1, General: { ...before.General, PONumber: 'theirs' } },
            },
          ],
          [],
        );
      }
      return write(writes, entries);
    };
    const updated = await updateDocument(deps, owner, 'invoice', doc.General.Number, {
      General: { Description: 'mine' },
    });
    expect(updated.General).toMatchObject({ PONumber: 'theirs', Description: 'mine' });
  });
});

describe('clients and catalog services, on in-memory ports', () => {
  it('answers 409 on a Reference held by another client, on create and on update', async () => {
    await createClient(deps, owner, { Reference: 'R1', Company: { CompanyName: 'One' } });
    const two = await createClient(deps, owner, { Reference: 'R2', Company: { CompanyName: 'Two' } });
    expect(await refusal(createClient(deps, owner, { Reference: 'R1', Company: { CompanyName: 'Again' } }))).toEqual([
      409,
      'conflict',
    ]);
    expect(await refusal(updateClient(deps, owner, two.clientId, { Reference: 'R1' }))).toEqual([409, 'conflict']);
  });

  it('answers 409 on a category Name that is taken', async () => {
    await createCategory(deps, owner, { Name: 'Paper' });
    expect(await refusal(createCategory(deps, owner, { Name: 'Paper' }))).toEqual([409, 'conflict']);
  });
});

describe('webhook fan-out, on in-memory ports', () => {
  it('makes one delivery and one message per verified subscriber, once for a change handed over twice', async () => {
    const callback = {
      accountId: 'acct',
      event: 'invoice',
      uri: 'https://example.test/hook',
      secret: 'whsec_x',
      verificationsSent: 1,
      createdAt: 0,
      createdBy: 1,
    };
    await fake.ports.callbacks.insert({ ...callback, callbackId: 1, verified: true }, 100);
    await fake.ports.callbacks.insert({ ...callback, callbackId: 2, verified: false }, 100);
    const change = {
      kind: 'document',
      inserted: true,
      tombstone: false,
      next: { accountId: 'acct', type: 'invoice', number: 'INV-1', updatedBy: 1 },
      at: 1,
      sourceId: 'ev-1',
    };
    expect(await fanOut(deps, [change])).toBe(1);
    expect(await fanOut(deps, [change])).toBe(0);
    expect(fake.queued).toHaveLength(1);
    expect(JSON.parse(fake.queued[0]!.message.body)).toMatchObject({ accountId: 'acct', callbackId: 1, token: 1 });
    expect([...fake.deliveries.values()][0]).toMatchObject({
      name: 'invoice/create',
      objectId: 'INV-1',
      status: 'pending',
    });
  });
});

describe('webhook retries within SQS limits, on in-memory ports', () => {
  it('waits up to 15 minutes in the queue, parks longer waits in the table, and the sweep queues them when nearly due', async () => {
    const { deliverOnce } = await import('./deliver.ts');
    const { requeueDue } = await import('./sweep.ts');
    const previous = process.env.WEBHOOK_RETRY_SCHEDULE;
    process.env.WEBHOOK_RETRY_SCHEDULE = '600,7200';
    try {
      // A verified callback whose receiver refuses connections: every attempt fails.
      const callback = {
        accountId: 'acct',
        callbackId: 1,
        event: 'invoice',
        uri: 'http://127.0.0.1:9/hook',
        verified: true,
        secret: 'whsec_eA==',
        verificationsSent: 1,
        createdAt: 0,
        createdBy: 1,
      };
      await fake.ports.callbacks.insert(callback, 100);
      const place = { accountId: 'acct', callbackId: 1, eventAt: 1, messageId: 'msg_1' };
      await fake.ports.deliveries.createOnce({
        ...place,
        name: 'invoice/create',
        objectId: 'INV-1',
        body: 'a=1',
        status: 'pending',
        attempts: [],
        dueAt: Date.now(),
        token: 1,
      });
      const visibility: number[] = [];
      fake.ports.queue.setVisibility = async (_queue, _receipt, seconds) => {
        visibility.push(seconds);
        return true;
      };
      const record = (token: number) =>
        ({
          body: JSON.stringify({ ...place, token }),
          receiptHandle: 'r',
          messageId: 'm',
          eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:deliveries',
          attributes: { ApproximateReceiveCount: '1' },
        }) as never;

      // First failure: a 10-minute wait, held as the message's visibility.
      expect(await deliverOnce(deps, record(1))).toBe('retry');
      expect(visibility).toEqual([600]);
      const waiting = fake.deliveries.get('acct/1/1/msg_1')!;
      expect(waiting.parked).toBe(false);
      waiting.dueAt = Date.now();

      // Second failure: a 2-hour wait, past what SQS holds: parked in the table, the message deleted.
      expect(await deliverOnce(deps, record(1))).toBe('done');
      expect(visibility).toEqual([600]);
      const parked = fake.deliveries.get('acct/1/1/msg_1')!;
      expect(parked).toMatchObject({ parked: true, status: 'pending' });
      expect(parked.dueAt - Date.now()).toBeGreaterThan(7000_000);

      // The sweep leaves it until it is nearly due, then queues it with the delay that remains.
      expect(await requeueDue(deps)).toBe(0);
      expect(await requeueDue(deps, parked.dueAt - 5 * 60_000)).toBe(1);
      const sent = fake.queued.at(-1)!;
      expect(sent.message.delaySeconds).toBeLessThanOrEqual(900);
      expect(JSON.parse(sent.message.body)).toMatchObject({ token: 2 });
      expect(fake.deliveries.get('acct/1/1/msg_1')!.parked).toBe(false);

      // The last attempt drops it by the record, to the dead-letter queue, whatever the receive count.
      fake.deliveries.get('acct/1/1/msg_1')!.dueAt = Date.now();
      expect(await deliverOnce(deps, record(2))).toBe('done');
      expect(fake.deliveries.get('acct/1/1/msg_1')!.status).toBe('dropped');
      expect(fake.queued.at(-1)!.queue).toBe('deliveries-dropped');
    } finally {
      if (previous === undefined) delete process.env.WEBHOOK_RETRY_SCHEDULE;
      else process.env.WEBHOOK_RETRY_SCHEDULE = previous;
    }
  });
});

describe("API Gateway's $default route", () => {
  it('answers what no operation answers in the JSON error shape', async () => {
    const { handler } = await import('../../../functions/not-found.ts');
    const answer = await handler({ rawPath: '/api/nope', requestContext: { http: { method: 'GET' } } } as never);
    expect(answer.statusCode).toBe(404);
    expect(JSON.parse(String(answer.body))).toMatchObject({ error: { code: 'not_found' } });
  });
});
