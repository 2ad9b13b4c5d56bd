import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentEvents, paymentEvent } from '../../features/audit/events.ts';
import type { Payment, PaymentFilters, PaymentFolder, ProviderClaim } from '../../features/payments/model.ts';
import type { PaymentsPort } from '../../features/payments/port.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import { entryPuts } from './bank-store.ts';
import { batchGetAll } from './batch-get.ts';
import { documentPuts, historyPut } from './document-writes.ts';
import { draftReferenceItems } from './draft-references.ts';
import { db, table } from './dynamo.ts';
import { sized } from './item-size.ts';
import { transactJournaled } from './journal-store.ts';
import { keys } from './keys.ts';
import { type Condition, datedPage } from './query.ts';
import { stockItems } from './stock-store.ts';
import { conditional, guardedAsChanged, nameClaim } from './transactions.ts';

/** The stored item of a payment: its own key, the account's list and its invoice's list. */
function paymentItem(p: Payment) {
  return sized(
    {
      ...keys.payment(p.accountId, p.paymentId),
      ...keys.paymentList(p.accountId, p.folder, p.date, p.paymentId),
      ...keys.invoicePaymentList(p.accountId, p.folder, p.invoice, p.date, p.paymentId),
      kind: 'payment',
      ...p,
    },
    'payment',
  );
}

/** A provider's object claimed once across the stage: the first write wins. */
const claimPut = (claim: ProviderClaim) => ({
  Put: {
    TableName: table(),
    Item: { ...keys.providerClaim(claim.object), kind: 'providerClaim', ...claim },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

function fromItem(item: Record<string, unknown>): Payment {
  const { PK: _pk, SK: _sk, GSI1PK: _a, GSI1SK: _b, GSI2PK: _c, GSI2SK: _d, kind: _k, ...payment } = item;
  return payment as unknown as Payment;
}

/** Payments in DynamoDB; each write goes with its invoice's, in one transaction. */
export const paymentsStore: PaymentsPort = {
  async record(payment, invoiceBefore, invoiceAfter, history, entry, claim) {
    const invoice = { before: invoiceBefore, after: invoiceAfter };
    // A first payment issues a draft invoice: its issue comes first in the journal.
    const events = [...documentEvents([invoice]), paymentEvent('payment.recorded', payment)];
    // A first payment issues a draft invoice: its stock moves with it, and what named the draft.
    const [stock, references] = await Promise.all([stockItems([invoice]), draftReferenceItems([invoice])]);
    await transactJournaled(payment.accountId, events, [
      ...guardedAsChanged([
        { Put: { TableName: table(), Item: paymentItem(payment), ConditionExpression: 'attribute_not_exists(PK)' } },
      ]),
      ...documentPuts({ before: invoiceBefore, after: invoiceAfter }),
      ...stock,
      ...references,
      ...guardedAsChanged(history.map(historyPut)),
      ...(entry ? entryPuts(entry) : []),
      ...(claim ? guardedAsChanged([claimPut(claim)]) : []),
    ]);
  },

  async claimOf(object) {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.providerClaim(object), ConsistentRead: true }),
    );
    if (!out.Item) return undefined;
    const { PK: _pk, SK: _sk, kind: _k, ...claim } = out.Item;
    return claim as ProviderClaim;
  },

  voidClaim: (claim) =>
    conditional(
      async () => {
        await db().send(new PutCommand(claimPut(claim).Put));
        return true;
      },
      () => false,
    ),

  async excessTaken(taking) {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.excessTaken(taking), ConsistentRead: true }),
    );
    return out.Item?.part as string | undefined;
  },

  takeExcess: (claim, taking, { part, left }, note) =>
    transactJournaled(claim.accountId, note ? documentEvents([note.write]) : [], [
      ...guardedAsChanged([
        {
          Put: {
            TableName: table(),
            Item: { ...keys.excessTaken(taking), kind: 'excessTaken', paymentIntent: claim.object, part },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Update: {
            TableName: table(),
            Key: keys.providerClaim(claim.object),
            UpdateExpression: 'SET excess = :after',
            ConditionExpression: 'excess = :before',
            ExpressionAttributeValues: {
              ':before': claim.excess,
              ':after': left,
            },
          },
        },
      ]),
      ...(note ? [...documentPuts(note.write), ...guardedAsChanged(note.history.map(historyPut))] : []),
    ]),

  async nameTaken(accountId, name) {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.claim(accountId, name), ConsistentRead: true }),
    );
    return out.Item !== undefined;
  },

  async get(accountId, paymentId) {
    const out = await db().send(
      new GetCommand({ TableName: table(), Key: keys.payment(accountId, paymentId), ConsistentRead: true }),
    );
    return out.Item ? fromItem(out.Item) : undefined;
  },

  async many(accountId, paymentIds) {
    return (await batchGetAll(paymentIds.map((id) => keys.payment(accountId, id)))).map(fromItem);
  },

  async reverse(before, after, invoiceBefore, invoiceAfter, history, entry, once) {
    const events = [
      paymentEvent('payment.deleted', after),
      ...documentEvents([{ before: invoiceBefore, after: invoiceAfter }]),
    ];
    await transactJournaled(after.accountId, events, [
      ...guardedAsChanged([
        {
          Put: {
            TableName: table(),
            Item: paymentItem(after),
            ConditionExpression: 'version = :v AND folder = :active',
            ExpressionAttributeValues: { ':v': before.version, ':active': 'active' },
          },
        },
      ]),
      ...documentPuts({ before: invoiceBefore, after: invoiceAfter }),
      ...guardedAsChanged(history.map(historyPut)),
      ...(entry ? entryPuts(entry) : []),
      ...(once === undefined ? [] : [nameClaim(after.accountId, once)]),
    ]);
  },

  /** One page, newest Date first: one invoice's payments from its own index, else the account's. */
  list(
    accountId: string,
    folder: PaymentFolder,
    filters: PaymentFilters,
    limit: number,
    start?: StartKey,
  ): Promise<Page<Payment>> {
    const byInvoice = filters.invoice !== undefined;
    const conditions: Condition[] = [];
    if (filters.clientId !== undefined) conditions.push({ kind: '=', attribute: 'clientId', value: filters.clientId });
    if (filters.clientIds) conditions.push({ kind: 'in', attribute: 'clientId', values: filters.clientIds });
    if (filters.method !== undefined) conditions.push({ kind: '=', attribute: 'method', value: filters.method });
    const partition = byInvoice
      ? { attribute: 'GSI2PK', value: keys.invoicePaymentList(accountId, folder, filters.invoice!, '', 0).GSI2PK }
      : { attribute: 'GSI1PK', value: keys.paymentList(accountId, folder, '', 0).GSI1PK };
    // Sort keys start with the Date.
    const dates = { from: filters.dateFrom, to: filters.dateTo };
    const page = { limit, start, ascending: filters.oldestFirst === true };
    return datedPage(byInvoice ? 'GSI2' : 'GSI1', partition, dates, conditions, page, fromItem);
  },
};
