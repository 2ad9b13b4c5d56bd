import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { changesOf } from '../../adapters/dynamodb/stream.ts';
import { notificationsOf } from './notifications.ts';
import { messageIdOf, signatureHeaders } from './signing.ts';

const record = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', next?: object, before?: object): DynamoDBRecord => ({
  eventID: 'ev-1',
  eventName,
  dynamodb: {
    ApproximateCreationDateTime: 1_700_000_000,
    ...(next ? { NewImage: marshall(next, { removeUndefinedValues: true }) as never } : {}),
    ...(before ? { OldImage: marshall(before, { removeUndefinedValues: true }) as never } : {}),
  },
});
const notified = (r: DynamoDBRecord) => changesOf([r]).flatMap(notificationsOf);
const events = (r: DynamoDBRecord) => notified(r).map((n) => `${n.event} ${n.objectId} by ${n.userId}`);

describe('stream records to events (docs/api.md §7)', () => {
  const client = {
    kind: 'client',
    accountId: 'a',
    clientId: 7,
    version: 1,
    folder: 'active',
    updatedBy: 3,
    SK: 'CLIENT#7',
  };
  const invoice = {
    kind: 'document',
    type: 'invoice',
    accountId: 'a',
    number: 'INV-1',
    version: 1,
    sentCount: 0,
    updatedBy: 1,
    SK: 'DOC#invoice#INV-1',
  };

  it("names the client's acts on the document page by their count, not as updates", () => {
    const estimate = { ...invoice, type: 'estimate', number: 'EST-1', SK: 'DOC#estimate#EST-1' };
    const viewed = { ...invoice, version: 2, updatedBy: 0, clientAct: 'view', clientActs: 1 };
    expect(events(record('MODIFY', viewed, invoice))).toEqual(['invoice.view INV-1 by 0']);
    const accepted = { ...estimate, version: 3, updatedBy: 0, status: 'accepted', clientAct: 'accept', clientActs: 2 };
    const seen = { ...estimate, version: 2, clientAct: 'view', clientActs: 1 };
    expect(events(record('MODIFY', accepted, seen))).toEqual(['estimate.accept EST-1 by 0']);
    // A later staff edit keeps the count: an update, not the act again.
    expect(events(record('MODIFY', { ...accepted, version: 4, updatedBy: 1 }, accepted))).toEqual([
      'estimate.update EST-1 by 1',
    ]);
  });

  it('maps clients: create, update, and a move to the deleted folder as delete', () => {
    expect(events(record('INSERT', client))).toEqual(['client.create 7 by 3']);
    expect(events(record('MODIFY', { ...client, version: 2 }, client))).toEqual(['client.update 7 by 3']);
    expect(events(record('MODIFY', { ...client, version: 2, folder: 'deleted' }, client))).toEqual([
      'client.delete 7 by 3',
    ]);
  });

  it('maps documents: create, update, sendByEmail (not also an update), and the tombstone as delete', () => {
    expect(events(record('INSERT', invoice))).toEqual(['invoice.create INV-1 by 1']);
    expect(events(record('MODIFY', { ...invoice, version: 2 }, invoice))).toEqual(['invoice.update INV-1 by 1']);
    expect(events(record('MODIFY', { ...invoice, version: 2, sentCount: 1 }, invoice))).toEqual([
      'invoice.sendByEmail INV-1 by 1',
    ]);
    expect(events(record('REMOVE', undefined, invoice))).toEqual([]);
    expect(events(record('INSERT', { ...invoice, type: 'estimate', SK: 'DOCDEL#estimate#INV-1#1' }))).toEqual([
      'estimate.delete INV-1 by 1',
    ]);
  });

  it('maps a new lifecycle status to invoice.lifecycle, and a write of the hand-off alone to nothing', () => {
    const sent = { ...invoice, record: { General: { Status: 'sent' } } };
    const handedOver = {
      ...sent,
      version: 2,
      transmissionKey: 'k',
      record: { ...sent.record, transmission: { key: 'k' } },
    };
    expect(events(record('MODIFY', handedOver, sent))).toEqual([]);
    const taken = {
      ...handedOver,
      version: 3,
      record: { ...handedOver.record, transmission: { key: 'k', flowId: 'f' } },
    };
    expect(events(record('MODIFY', taken, handedOver))).toEqual([]);
    const status = {
      ...taken,
      version: 4,
      lifecycleCount: 1,
      record: { ...taken.record, General: { Status: 'sent', Lifecycle: 'deposited' } },
    };
    expect(events(record('MODIFY', status, taken))).toEqual(['invoice.lifecycle INV-1 by 1']);
    // A change of the content beside the hand-off is an update still.
    const both = { ...taken, version: 4, record: { ...taken.record, General: { Status: 'sent', Reminders: false } } };
    expect(events(record('MODIFY', both, handedOver))).toEqual(['invoice.update INV-1 by 1']);
    expect(events(record('MODIFY', { ...sent, version: 2 }, sent))).toEqual(['invoice.update INV-1 by 1']);
    // A transmitted invoice written again with nothing changed is an update, as any other.
    expect(events(record('MODIFY', { ...taken, version: 4 }, taken))).toEqual(['invoice.update INV-1 by 1']);
  });

  it('maps payments, and an invoice that became paid to invoice.paid besides its update', () => {
    const payment = {
      kind: 'payment',
      accountId: 'a',
      paymentId: 9,
      folder: 'active',
      version: 0,
      updatedBy: 2,
      SK: 'PAY#9',
    };
    expect(events(record('INSERT', payment))).toEqual(['payment.create 9 by 2']);
    expect(events(record('MODIFY', { ...payment, folder: 'deleted', version: 1 }, payment))).toEqual([
      'payment.delete 9 by 2',
    ]);
    // Given back by the bank: reversed, with the bank's reason.
    const returned = notified(
      record('MODIFY', { ...payment, folder: 'deleted', version: 1, reversalReason: 'MD01' }, payment),
    );
    expect(returned.map((n) => [n.event, n.reason])).toEqual([['payment.reversed', 'MD01']]);
    const partial = { ...invoice, status: 'partial' };
    const paid = notified(record('MODIFY', { ...partial, version: 2, status: 'paid' }, partial));
    expect(paid.map((n) => n.event)).toEqual(['invoice.update', 'invoice.paid']);
    expect(new Set(paid.map((n) => n.sourceId)).size).toBe(2);
    expect(events(record('MODIFY', { ...partial, version: 3, status: 'partial' }, partial))).toEqual([
      'invoice.update INV-1 by 1',
    ]);
  });

  it('maps credit notes as their own type', () => {
    const note = { ...invoice, type: 'creditnote', number: 'CN-0001', SK: 'DOC#creditnote#CN-0001' };
    expect(events(record('INSERT', note))).toEqual(['creditnote.create CN-0001 by 1']);
    expect(events(record('MODIFY', { ...note, version: 2, status: 'sent' }, note))).toEqual([
      'creditnote.update CN-0001 by 1',
    ]);
  });

  it('maps categories by Name, and callbacks to their verification message', () => {
    const category = { kind: 'category', accountId: 'a', Name: 'Paper', version: 1, updatedBy: 1, SK: 'CAT#Paper' };
    expect(events(record('INSERT', category))).toEqual(['category.create Paper by 1']);
    expect(events(record('INSERT', { ...category, SK: 'CATDEL#Paper#5' }))).toEqual(['category.delete Paper by 1']);
    // A movement: lowstock only when it takes the stock down to the alert or below; never an update.
    const stocked = { ...category, StockQuantity: 4, StockAlert: 2, stockSeq: 1 };
    const moved = (StockQuantity: number, from = stocked) =>
      events(record('MODIFY', { ...from, StockQuantity, stockSeq: from.stockSeq + 1, version: 2 }, from));
    expect(moved(3)).toEqual([]);
    expect(moved(2)).toEqual(['catalog.lowstock Paper by 1']);
    expect(moved(-1)).toEqual(['catalog.lowstock Paper by 1']);
    expect(moved(2, { ...stocked, StockQuantity: 1 })).toEqual([]);
    const callback = {
      kind: 'callback',
      accountId: 'a',
      callbackId: 4,
      verified: false,
      verifier: 'v',
      verificationsSent: 1,
      createdBy: 1,
    };
    expect(notified(record('INSERT', callback))).toMatchObject([
      { event: 'callback.verify', callbackId: 4, verifier: 'v' },
    ]);
    expect(events(record('MODIFY', { ...callback, verificationsSent: 2 }, callback))).toEqual([
      'callback.verify 4 by 1',
    ]);
    expect(events(record('MODIFY', { ...callback, verified: true }, callback))).toEqual([]);
  });

  it('ignores everything else: deliveries, sequences, tokens, unchanged versions', () => {
    expect(events(record('INSERT', { kind: 'delivery', accountId: 'a' }))).toEqual([]);
    expect(events(record('MODIFY', { PK: 'A#a', SK: 'SEQ#client', value: 2 }, { value: 1 }))).toEqual([]);
    expect(events(record('MODIFY', client, client))).toEqual([]);
  });
});

describe('signatures', () => {
  it('give one webhook-id per (change, callback), the same for a record handed over twice', () => {
    expect(messageIdOf('ev-1', 4)).toBe(messageIdOf('ev-1', 4));
    expect(messageIdOf('ev-1', 4)).not.toBe(messageIdOf('ev-1', 5));
    expect(messageIdOf('ev-1', 4)).not.toBe(messageIdOf('ev-2', 4));
  });

  it("sign id.timestamp.body with the secret's bytes (the Standard Webhooks test vector)", () => {
    // From the Standard Webhooks specification's examples.
    const headers = signatureHeaders(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      '{"test": 2432232314}',
      1614265330 * 1000,
    );
    expect(headers).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });
});
