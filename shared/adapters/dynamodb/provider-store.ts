import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CheckoutSession, StoredProvider } from '../../features/online-payments/model.ts';
import type { ProviderRecordsPort } from '../../features/online-payments/port.ts';
import type { ProviderClaim } from '../../features/payments/model.ts';
import { batchGetAll } from './batch-get.ts';
import { documentOf } from './document-item.ts';
import { db, table } from './dynamo.ts';
import { keys } from './keys.ts';
import { queryAllUnder } from './query.ts';
import { tableDesign } from './table-design.ts';
import { transact } from './transactions.ts';

const DAY_S = 86_400;

/** An item as the feature knows it: without its keys and kind. */
function record(item: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!item) return undefined;
  const { PK: _pk, SK: _sk, kind: _kind, ...rest } = item;
  return rest;
}

async function getItem(key: Record<string, string>): Promise<Record<string, unknown> | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }));
  return record(Item);
}

/**
 * The account's payment provider (its secrets sealed), the checkouts it opened and the provider's
 * events it handled, in DynamoDB (docs/data-model.md).
 */
export const providerStore: ProviderRecordsPort = {
  settings: async (accountId) => (await getItem(keys.providerSettings(accountId))) as StoredProvider | undefined,

  async keepSettings(accountId, settings) {
    await db().send(
      new PutCommand({
        TableName: table(),
        Item: { ...keys.providerSettings(accountId), kind: 'providerSettings', ...settings },
      }),
    );
  },

  async keepSession(session) {
    const { accountId, createdAt, sessionId } = session;
    // Both or neither: a checkout its account does not list would not be closed before a debit.
    await transact([
      {
        Put: { TableName: table(), Item: { ...keys.checkoutSession(sessionId), kind: 'checkoutSession', ...session } },
      },
      {
        Put: {
          TableName: table(),
          Item: {
            ...keys.accountCheckout(accountId, createdAt, sessionId),
            kind: 'accountCheckout',
            ...session,
            [tableDesign.timeToLiveAttribute]: Math.ceil(createdAt / 1000) + 2 * DAY_S,
          },
        },
      },
    ]);
  },

  openedSince: (accountId, since) =>
    queryAllUnder(
      keys.account(accountId).PK,
      keys.accountCheckoutsSince(since),
      ({ sessionId, accountId, invoice, amount, currency, createdAt }) =>
        ({ sessionId, accountId, invoice, amount, currency, createdAt }) as CheckoutSession,
    ),

  claims: async (objects) =>
    (await batchGetAll(objects.map((object) => keys.providerClaim(object)))).map(
      (item) => record(item) as unknown as ProviderClaim,
    ),

  eventHandled: async (accountId, eventId) => !!(await getItem(keys.providerEvent(accountId, eventId))),

  async recordsOf({ sessionId, paymentIntent, accountHint, invoiceHint, eventId }) {
    const wanted = {
      session: sessionId ? keys.checkoutSession(sessionId) : undefined,
      claim: paymentIntent ? keys.providerClaim(paymentIntent) : undefined,
      hintedSettings: accountHint ? keys.providerSettings(accountHint) : undefined,
      hintedEvent: accountHint ? keys.providerEvent(accountHint, eventId) : undefined,
      hintedInvoice: accountHint && invoiceHint ? keys.document(accountHint, 'invoice', invoiceHint) : undefined,
    };
    const items = await batchGetAll(Object.values(wanted).filter((k) => k !== undefined));
    const at = (key: { PK: string; SK: string } | undefined) =>
      key && items.find((item) => item.PK === key.PK && item.SK === key.SK);
    const session = record(at(wanted.session)) as CheckoutSession | undefined;
    const claim = record(at(wanted.claim)) as ProviderClaim | undefined;
    const hintedSettings = record(at(wanted.hintedSettings)) as StoredProvider | undefined;
    // An invoice stored under its draft Number (a pointer at the issued one) is left to the payment's own read.
    const invoiceItem = at(wanted.hintedInvoice);
    const hintedInvoice = invoiceItem?.kind === 'document' ? documentOf(invoiceItem) : undefined;
    return {
      ...(session ? { session } : {}),
      ...(claim ? { claim } : {}),
      ...(hintedSettings ? { hintedSettings } : {}),
      hintedSeen: !!at(wanted.hintedEvent),
      ...(hintedInvoice?.General.Number === invoiceHint ? { hintedInvoice } : {}),
    };
  },

  async keepEvent(accountId, eventId, type) {
    await db().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...keys.providerEvent(accountId, eventId),
          kind: 'providerEvent',
          type,
          handledAt: Date.now(),
          [tableDesign.timeToLiveAttribute]: Math.ceil(Date.now() / 1000) + 90 * DAY_S,
        },
      }),
    );
  },
};
