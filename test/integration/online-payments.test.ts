import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSRecord } from 'aws-lambda';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as platformWorker } from '../../functions/einvoice/platform.ts';
import { startLocalProvider, storedKeys } from '../../infra/local/provider.ts';
import { documentItem } from '../../shared/adapters/dynamodb/document-item.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { db, table } from '../../shared/adapters/dynamodb/dynamo.ts';
import { keys } from '../../shared/adapters/dynamodb/keys.ts';
import { documentChangesOf } from '../../shared/adapters/dynamodb/stream.ts';
import { checkoutsMessages } from '../../shared/features/online-payments/closing-messages.ts';
import { loadSigningKey } from '../../shared/kernel/signing-key.ts';
import { type Caller, newAccount, useApi } from '../support/api.ts';
import { eventually, holdsFor } from '../support/wait.ts';

/**
 * The account's payment provider (docs/api.md §19): its secrets sealed, never answered; payment
 * links, the hosted checkout of the local stand-in provider and the signed events it sends,
 * repeats and reorderings of them, refunds.
 */
const api = useApi();
let provider: Awaited<ReturnType<typeof startLocalProvider>>;
beforeAll(async () => {
  loadSigningKey();
  provider = await startLocalProvider(storedKeys, () => `${api.state.baseUrl}/api/provider/webhook/stripe`);
  process.env.PAYMENT_PROVIDER_URL = provider.url;
});
afterAll(async () => {
  process.env.PAYMENT_PROVIDER_URL = 'http://127.0.0.1:9';
  await provider.close();
});

const keysOf = () => ({
  Provider: 'stripe',
  PublishableKey: `pk_test_${Math.random().toString(36).slice(2)}`,
  SecretKey: `sk_test_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`,
  WebhookSecret: `whsec_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`,
});

describe("the account's payment provider", () => {
  it('is kept with its secrets sealed: answered without them, not in plain text in the table; a bad Provider is 400 and changes nothing', async () => {
    const account = await newAccount('Provider');
    const call = api.as(account.token);
    expect((await call('GET', '/api/account/payments')).status).toBe(404);
    const given = keysOf();
    const put = await call('PUT', '/api/account/payments', { json: given });
    expect(put.status, put.text).toBe(200);
    const got = await call('GET', '/api/account/payments');
    expect(got.json).toMatchObject({
      Provider: 'stripe',
      PublishableKey: given.PublishableKey,
      HasSecretKey: true,
      HasWebhookSecret: true,
    });
    for (const text of [put.text, got.text]) {
      expect(text).not.toContain(given.SecretKey);
      expect(text).not.toContain(given.WebhookSecret);
    }
    const { Item } = await db().send(
      new GetCommand({ TableName: table(), Key: keys.providerSettings(account.accountId) }),
    );
    const raw = JSON.stringify(Item);
    expect(raw).not.toContain(given.SecretKey.slice(8));
    expect(raw).not.toContain(given.WebhookSecret.slice(6));
    for (const bad of [
      { ...keysOf(), Provider: undefined },
      { ...keysOf(), Provider: 'no-such-provider' },
      { ...keysOf(), SecretKey: '' },
    ]) {
      const res = await call('PUT', '/api/account/payments', { json: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await call('GET', '/api/account/payments')).json.PublishableKey).toBe(given.PublishableKey);
  });
});

/** An account with a provider connected, and its keys. */
async function connected() {
  const account = await newAccount('Online');
  const call = api.as(account.token);
  const given = keysOf();
  expect((await call('PUT', '/api/account/payments', { json: given })).status).toBe(200);
  return { call, given, account };
}

/** An issued invoice of one line (VAT 20%) to a new client: its Number. */
async function issued(call: Caller, rate: number): Promise<string> {
  const made = await call('POST', '/api/document.svc/create/invoice', {
    json: {
      General: { Currency: 'EUR' },
      Client: { ClientName: 'Payeur SARL' },
      Items: [{ Description: 'Prestation', UnitRate: rate, Quantity: 1, VAT: 20 }],
    },
  });
  expect(made.status, made.text).toBe(200);
  const number = made.text.replace('Reference: ', '');
  const sent = await call('PUT', `/api/document.svc/update/invoice/${number}`, {
    json: { General: { Status: 'sent' } },
  });
  expect(sent.status, sent.text).toBe(200);
  return number;
}

const invoiceOf = async (call: Caller, number: string) =>
  (await call('GET', `/api/document.svc/get/invoice/${number}`)).json;

/** The stand-in's hosted checkout, reached from a payment link: its address (`/pay/cs_...`). */
async function checkoutOf(call: Caller, number: string): Promise<string> {
  const link = await call('PUT', `/api/document.svc/action/paylink/invoice/${number}`);
  expect(link.status, link.text).toBe(200);
  const pay = await fetch(link.json.Url, { redirect: 'manual' });
  expect(pay.status).toBe(303);
  const at = pay.headers.get('location')!;
  expect(at).toMatch(/\/pay\/cs_/);
  return at;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A client of the account with an active mandate: a maker of its direct-debit invoices due in 20 days. */
async function directDebited(call: Caller): Promise<() => Promise<string>> {
  const profile = await call('PUT', '/api/account/profile', {
    json: { IBAN: 'FR7630006000011234567890189', CreditorId: 'FR72ZZZ123456' },
  });
  expect(profile.status, profile.text).toBe(200);
  const client = await call('POST', '/api/client/create', {
    json: { Reference: 'Debited', Company: { CompanyName: 'Debited SARL' } },
  });
  const clientId = Number(client.headers.get('location')!.split('/').pop());
  const mandate = await call('POST', '/api/mandate/create', {
    json: {
      Client: clientId,
      IBAN: 'DE89370400440532013000',
      Name: 'Debited SARL',
      SignedAt: '2026-03-01',
      Scheme: 'CORE',
      Type: 'recurring',
    },
  });
  expect(mandate.status, mandate.text).toBe(200);
  return async () => {
    const made = await call('POST', '/api/document.svc/create/invoice', {
      json: {
        General: { Status: 'sent', DueDate: inDays(20), PaymentMethod: 'direct_debit' },
        Client: { Reference: 'Debited' },
        Items: [{ Description: 'Abonnement', UnitRate: 50, Quantity: 1, VAT: 20 }],
      },
    });
    expect(made.status, made.text).toBe(200);
    return made.text.replace('Reference: ', '');
  };
}

/**
 * `change` made to an invoice, then what the stream worker and the platform worker make of it
 * (the stream and the queue are not run here): the change's two images as the stream carries
 * them, the checkouts messages the stream worker queues, each handled by the platform worker's
 * handler.
 */
async function closingAfter(accountId: string, number: string, change: () => Promise<void>) {
  const image = async () => documentItem((await documentsStore.get(accountId, 'invoice', number))!);
  const before = await image();
  await change();
  const next = await image();
  const messages = checkoutsMessages(
    documentChangesOf([{ kind: 'document', inserted: false, tombstone: false, before, next, at: 0, sourceId: number }]),
  );
  const Records = messages.map(
    (message, i) =>
      ({
        messageId: `m${i}`,
        receiptHandle: `r${i}`,
        body: JSON.stringify(message),
        attributes: { ApproximateReceiveCount: '1' },
        messageAttributes: {},
        eventSource: 'aws:sqs',
      }) as unknown as SQSRecord,
  );
  expect(await platformWorker({ Records })).toEqual({ batchItemFailures: [] });
  return messages.length;
}

const choose = (checkout: string, choice: string) =>
  fetch(checkout, { method: 'POST', body: new URLSearchParams({ choice }) }).then((r) => r.text());

function signedEvent(secret: string, type: string, object: object, at = Math.floor(Date.now() / 1000)) {
  const body = JSON.stringify({ id: `evt_${randomBytes(8).toString('hex')}`, object: 'event', type, data: { object } });
  const v1 = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
  return { body, headers: { 'content-type': 'application/json', 'stripe-signature': `t=${at},v1=${v1}` } };
}

describe('paying online through the stand-in provider', () => {
  it('a card paid on the hosted page records one payment (card, the payment intent, the fee); a part refund is recorded once confirmed', async () => {
    const { call } = await connected();
    const number = await issued(call, 200);
    const checkout = await checkoutOf(call, number);
    expect(await choose(checkout, 'card')).toContain('Payment succeeded');
    await eventually(async () => (await invoiceOf(call, number)).General.Status === 'paid', 'the invoice paid');
    const [payment] = (await call('GET', `/api/payment/list?invoice=${number}`)).json;
    expect(payment).toMatchObject({ Amount: 240, Method: 'card', Fee: 3.85 });
    expect(payment.Reference).toMatch(/^pi_/);
    // The provider's other events (payment_intent.succeeded, charge.succeeded) record nothing more.
    await holdsFor(() => true, 500);
    expect((await call('GET', `/api/payment/list?invoice=${number}`)).json).toHaveLength(1);

    const over = await call('PUT', `/api/payment/action/refund/${payment.payment_id}`, { json: { Amount: 240.01 } });
    expect(over.status, over.text).toBe(409);
    // A part of a cent the provider would round: 400, nothing asked.
    const tenth = await call('PUT', `/api/payment/action/refund/${payment.payment_id}`, { json: { Amount: 39.995 } });
    expect(tenth.status, tenth.text).toBe(400);
    const refund = await call('PUT', `/api/payment/action/refund/${payment.payment_id}`, { json: { Amount: 40 } });
    expect(refund.json).toMatchObject({ payment_id: payment.payment_id, Amount: 40, Status: 'pending' });
    await eventually(async () => (await invoiceOf(call, number)).Total.TotalPaid === 200, 'the refund recorded');
    const invoice = await invoiceOf(call, number);
    expect(invoice.General.Status).toBe('partial');
    expect(invoice.Total.TotalDue).toBe(40);
    const refunds = (await call('GET', `/api/payment/list?invoice=${number}`)).json.filter(
      (p: { RefundOf?: number }) => p.RefundOf === payment.payment_id,
    );
    expect(refunds).toMatchObject([{ Amount: -40, Method: 'card', Reference: refund.json.refund_id }]);
    // What is left: 200; asking for 200.01 is refused by the service before the provider.
    const left = await call('PUT', `/api/payment/action/refund/${payment.payment_id}`, { json: { Amount: 200.01 } });
    expect(left.status, left.text).toBe(409);
  });

  it('a card paid for an invoice cancelled since (goods returned) is refunded: the refunds are recorded, the invoice stays cancelled', async () => {
    const { call } = await connected();
    const number = await issued(call, 100);
    await choose(await checkoutOf(call, number), 'card');
    await eventually(async () => (await invoiceOf(call, number)).General.Status === 'paid', 'the invoice paid');
    const [payment] = (await call('GET', `/api/payment/list?invoice=${number}`)).json;
    expect((await call('PUT', `/api/document.svc/action/cancel/invoice/${number}`)).status).toBe(200);
    expect((await invoiceOf(call, number)).Total).toMatchObject({ TotalPaid: 120, TotalCredited: 120, TotalDue: 0 });
    // The business's own payments stay refused on a cancelled invoice.
    const typed = await call('POST', '/api/payment/create', { json: { Invoice: number, Amount: 1 } });
    expect(typed.json.error.code).toBe('invoice_cancelled');
    const part = await call('PUT', `/api/payment/action/refund/${payment.payment_id}`, { json: { Amount: 20 } });
    expect(part.status, part.text).toBe(200);
    await eventually(async () => (await invoiceOf(call, number)).Total.TotalPaid === 100, 'the part refund recorded');
    expect((await call('PUT', `/api/payment/action/refund/${payment.payment_id}`)).json.Amount).toBe(100);
    await eventually(async () => (await invoiceOf(call, number)).Total.TotalPaid === 0, 'the rest refunded');
    const invoice = await invoiceOf(call, number);
    expect(invoice.General.Status).toBe('cancelled');
    expect(invoice.Total).toMatchObject({ TotalCredited: 120, TotalDue: 0 });
    expect(
      (await call('GET', `/api/payment/list?invoice=${number}`)).json.map((p: { Amount: number }) => p.Amount),
    ).toEqual(expect.arrayContaining([120, -20, -100]));
  });

  it('an invoice that owes less closes the checkouts that ask for more: a part paid otherwise closes the full one, not a part still due; cancelled, the rest', async () => {
    const { call, account } = await connected();
    const number = await issued(call, 100);
    const full = await checkoutOf(call, number);
    expect((await call('PUT', '/api/account/profile', { json: { OnlinePartialPayments: true } })).status).toBe(200);
    const share = await call('PUT', `/api/document.svc/action/share/invoice/${number}`);
    const handoff = await fetch(`${share.json.url}/pay?amount=50`, { redirect: 'manual' });
    expect(handoff.status).toBe(200);
    const part = /href="([^"]*\/pay\/cs_[^"]+)"/.exec(await handoff.text())![1]!;
    const expired = async (checkout: string) =>
      (await (await fetch(checkout)).text()).includes('This checkout has expired');
    expect([await expired(full), await expired(part)]).toEqual([false, false]);

    const cashed = await closingAfter(account.accountId, number, async () => {
      const cash = await call('POST', '/api/payment/create', { json: { Invoice: number, Amount: 60, Method: 'cash' } });
      expect(cash.status, cash.text).toBe(200);
    });
    expect(cashed).toBe(1);
    expect(await expired(full)).toBe(true);
    // The part of 50 is still owed: its checkout stays open, and a new one asks for what is left.
    expect(await expired(part)).toBe(false);
    expect((await fetch(`${share.json.url}/pay?amount=60`, { redirect: 'manual' })).status).toBe(200);
    // A change that leaves what is owed as it was closes nothing.
    const noted = await closingAfter(account.accountId, number, async () => {
      const edit = await call('PUT', `/api/document.svc/update/invoice/${number}`, {
        json: { Folder: 'archived' },
      });
      expect(edit.status, edit.text).toBe(200);
    });
    expect(noted).toBe(0);

    await closingAfter(account.accountId, number, async () => {
      expect((await call('PUT', `/api/document.svc/action/cancel/invoice/${number}`)).status).toBe(200);
    });
    expect(await expired(part)).toBe(true);
    expect(await choose(part, 'card')).not.toContain('Payment succeeded');
    expect((await invoiceOf(call, number)).Total.TotalPaid).toBe(60);
  });

  it('a card paid for an invoice paid otherwise meanwhile, before its checkout was closed, is not recorded, and its history says so, to be refunded', async () => {
    const { call, given, account } = await connected();
    const number = await issued(call, 100);
    const checkout = await checkoutOf(call, number);
    await closingAfter(account.accountId, number, async () => {
      const cash = await call('POST', '/api/payment/create', {
        json: { Invoice: number, Amount: 120, Method: 'cash' },
      });
      expect(cash.status, cash.text).toBe(200);
    });
    expect(await (await fetch(checkout)).text()).toContain('This checkout has expired');
    // Paid at the provider the moment before it was closed: its event comes after.
    const late = signedEvent(given.WebhookSecret, 'checkout.session.completed', {
      id: /cs_[A-Za-z0-9_]+/.exec(checkout)![0],
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: `pi_${randomBytes(8).toString('hex')}`,
      payment_method_types: ['card'],
      metadata: { invoice: number, account_id: account.accountId },
    });
    const posted = await api.call('POST', '/api/provider/webhook/stripe', { body: late.body, headers: late.headers });
    expect(posted.status, posted.text).toBe(200);
    type Entry = {
      action: string;
      changes: { recorded?: boolean; Amount?: string; Reference?: string; code?: string };
    };
    const noted = async () =>
      ((await call('GET', `/api/document.svc/history/invoice/${number}`)).json as Entry[]).filter(
        (e) => e.action === 'payment' && e.changes.recorded === false,
      );
    await eventually(async () => (await noted()).length === 1, 'the payment noted, not recorded');
    expect((await noted())[0]!.changes).toMatchObject({ Amount: '120', code: 'overpayment' });
    expect((await noted())[0]!.changes.Reference).toMatch(/^pi_/);
    const invoice = await invoiceOf(call, number);
    expect(invoice.Total).toMatchObject({ TotalPaid: 120, TotalDue: 0 });
    expect((await call('GET', `/api/payment/list?invoice=${number}`)).json).toHaveLength(1);
  });

  it('a card paid for more than the invoice still owed (paid otherwise before its checkout was closed) records what it owed; the rest is refunded first, the invoice as it was', async () => {
    const { call } = await connected();
    const number = await issued(call, 100);
    const checkout = await checkoutOf(call, number);
    // Paid in part otherwise while the checkout of 120 was open, before the worker closed it.
    const cash = await call('POST', '/api/payment/create', { json: { Invoice: number, Amount: 20, Method: 'cash' } });
    expect(cash.status, cash.text).toBe(200);
    expect(await choose(checkout, 'card')).toContain('Payment succeeded');
    await eventually(async () => (await invoiceOf(call, number)).General.Status === 'paid', 'the invoice paid');
    const online = (await call('GET', `/api/payment/list?invoice=${number}&method=card`)).json;
    expect(online).toMatchObject([{ Amount: 100, Method: 'card' }]);
    expect(online[0].Notes).toContain('20 paid beyond what the invoice owed, to refund at the provider');
    const id = online[0].payment_id;
    // What is left to refund is all the provider took: 120.
    const over = await call('PUT', `/api/payment/action/refund/${id}`, { json: { Amount: 120.01 } });
    expect(over.status, over.text).toBe(409);
    const excess = await call('PUT', `/api/payment/action/refund/${id}`, { json: { Amount: 20 } });
    expect(excess.json).toMatchObject({ Amount: 20, Status: 'pending' });
    type Entry = { action: string; changes: { recorded?: boolean; Amount?: string; Reference?: string } };
    const noted = async () =>
      ((await call('GET', `/api/document.svc/history/invoice/${number}`)).json as Entry[]).filter(
        (e) => e.action === 'payment' && e.changes.recorded === false,
      );
    await eventually(async () => (await noted()).length === 1, 'the refund of the excess noted');
    expect((await noted())[0]!.changes).toMatchObject({ Amount: '-20', Reference: excess.json.refund_id });
    // The excess given back leaves the invoice paid, and no refund on it.
    await holdsFor(() => true, 500);
    expect((await invoiceOf(call, number)).Total.TotalPaid).toBe(120);
    expect((await call('GET', `/api/payment/list?invoice=${number}`)).json).toHaveLength(2);
    // The rest is the payment's own: a refund on the invoice.
    const rest = await call('PUT', `/api/payment/action/refund/${id}`);
    expect(rest.json).toMatchObject({ Amount: 100, Status: 'pending' });
    await eventually(async () => (await invoiceOf(call, number)).Total.TotalPaid === 20, 'the rest refunded');
    expect((await invoiceOf(call, number)).General.Status).toBe('partial');
    const none = await call('PUT', `/api/payment/action/refund/${id}`, { json: { Amount: 0.01 } });
    expect(none.status, none.text).toBe(409);
  });

  it('a card paid beyond what the invoice owed, then disputed and lost: the payment reversed, and its excess gone with it, nothing left to refund', async () => {
    const { call, given } = await connected();
    const number = await issued(call, 100);
    const checkout = await checkoutOf(call, number);
    expect(
      (await call('POST', '/api/payment/create', { json: { Invoice: number, Amount: 20, Method: 'cash' } })).status,
    ).toBe(200);
    expect(await choose(checkout, 'card')).toContain('Payment succeeded');
    await eventually(async () => (await invoiceOf(call, number)).General.Status === 'paid', 'the invoice paid');
    const [card] = (await call('GET', `/api/payment/list?invoice=${number}&method=card`)).json;
    const pi = card.Reference as string;
    const lost = signedEvent(given.WebhookSecret, 'charge.dispute.closed', {
      id: `dp_${randomBytes(6).toString('hex')}`,
      object: 'dispute',
      payment_intent: pi,
      status: 'lost',
      reason: 'fraudulent',
    });
    const posted = await api.call('POST', '/api/provider/webhook/stripe', { body: lost.body, headers: lost.headers });
    expect(posted.status, posted.text).toBe(200);
    await eventually(async () => (await invoiceOf(call, number)).Total.TotalPaid === 20, 'the card payment reversed');
    const claim = await db().send(new GetCommand({ TableName: table(), Key: keys.providerClaim(pi) }));
    expect(claim.Item?.excess).toBe('0');
    type Entry = { action: string; changes: { recorded?: boolean; Amount?: string; Reference?: string } };
    const history = (await call('GET', `/api/document.svc/history/invoice/${number}`)).json as Entry[];
    expect(
      history.filter((e) => e.action === 'payment' && e.changes.recorded === false).map((e) => e.changes),
    ).toMatchObject([{ Amount: '-20', Reference: `reversal-${pi}` }]);
    // The payment reversed is no payment to refund.
    expect((await call('PUT', `/api/payment/action/refund/${card.payment_id}`)).status).toBe(404);
  });

  it('a SEPA debit is recorded when authorised and reversed when it fails; a declined card records nothing', async () => {
    const { call } = await connected();
    const declined = await issued(call, 50);
    expect(await choose(await checkoutOf(call, declined), 'decline')).toContain('declined');
    const failing = await issued(call, 75);
    await choose(await checkoutOf(call, failing), 'sepa_fail');
    await eventually(async () => (await invoiceOf(call, failing)).General.Status === 'paid', 'the debit recorded');
    const [debit] = (await call('GET', `/api/payment/list?invoice=${failing}`)).json;
    expect(debit).toMatchObject({ Method: 'sepa_debit', Amount: 90 });
    await eventually(
      async () => (await invoiceOf(call, failing)).General.Status === 'sent',
      'the debit reversed',
      15_000,
    );
    expect((await invoiceOf(call, failing)).Total.TotalPaid).toBe(0);
    const reversed = await call('GET', `/api/payment/list?invoice=${failing}&folder=deleted`);
    expect(reversed.json.map((p: { payment_id: number }) => p.payment_id)).toEqual([debit.payment_id]);
    expect((await invoiceOf(call, declined)).Total.TotalPaid).toBe(0);
  });

  it('the webhook: a bad or stale signature is 400 and records nothing; a signed event counts once however often and whatever its id; a lost dispute reverses', async () => {
    const { call, given } = await connected();
    const number = await issued(call, 100);
    const checkout = await checkoutOf(call, number);
    const cs = /cs_[A-Za-z0-9_]+/.exec(checkout)![0];
    const pi = `pi_${randomBytes(8).toString('hex')}`;
    const session = {
      id: cs,
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: pi,
      payment_method_types: ['card'],
    };
    const post = (e: { body: string; headers: Record<string, string> }) =>
      api.call('POST', '/api/provider/webhook/stripe', { body: e.body, headers: e.headers });
    const stale = signedEvent(
      given.WebhookSecret,
      'checkout.session.completed',
      session,
      Math.floor(Date.now() / 1000) - 400,
    );
    expect((await post(stale)).status).toBe(400);
    const forged = signedEvent('whsec_other', 'checkout.session.completed', session);
    expect((await post(forged)).status).toBe(400);
    expect((await post({ body: forged.body, headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await invoiceOf(call, number)).Total.TotalPaid).toBe(0);
    // A dispute that names a payment not recorded yet finds no account: 400, the provider repeats it later.
    const lost = signedEvent(given.WebhookSecret, 'charge.dispute.closed', {
      id: 'dp_1',
      object: 'dispute',
      payment_intent: pi,
      status: 'lost',
      reason: 'fraudulent',
    });
    expect((await post(lost)).status).toBe(400);

    const paid = signedEvent(given.WebhookSecret, 'checkout.session.completed', session);
    const answers = await Promise.all([
      post(paid),
      post(paid),
      post(paid),
      post(signedEvent(given.WebhookSecret, 'checkout.session.completed', session)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const payments = (await call('GET', `/api/payment/list?invoice=${number}`)).json;
    expect(payments).toHaveLength(1);
    // The stand-in knows no such payment intent: the payment is recorded without a fee.
    expect(payments[0]).toMatchObject({ Amount: 120, Method: 'card', Reference: pi });
    expect(payments[0].Fee).toBeUndefined();

    const again = signedEvent(given.WebhookSecret, 'charge.dispute.closed', {
      id: 'dp_1',
      object: 'dispute',
      payment_intent: pi,
      status: 'lost',
      reason: 'fraudulent',
    });
    expect((await post(again)).status).toBe(200);
    expect((await post(again)).json).toEqual({ received: true, handled: false });
    const invoice = await invoiceOf(call, number);
    expect(invoice.Total.TotalPaid).toBe(0);
    expect(invoice.General.Status).toBe('sent');
    // The success again, after the reversal: the payment intent was recorded once, and stays reversed.
    expect((await post(signedEvent(given.WebhookSecret, 'checkout.session.completed', session))).status).toBe(200);
    expect((await invoiceOf(call, number)).Total.TotalPaid).toBe(0);
  });

  it("reads the invoice its metadata names ahead, trusting only the checkout's: another invoice named pays the checkout's; a repeat is known by the payment's claim", async () => {
    const { call, given, account } = await connected();
    // Issued at their create: stored under their Numbers, so the read ahead finds them.
    const issuedNow = async () => {
      const made = await call('POST', '/api/document.svc/create/invoice', {
        json: {
          General: { Status: 'sent' },
          Client: { ClientName: 'Payeur SARL' },
          Items: [{ Description: 'Prestation', UnitRate: 100, Quantity: 1, VAT: 20 }],
        },
      });
      expect(made.status, made.text).toBe(200);
      return made.text.replace('Reference: ', '');
    };
    const [paidOne, paidTwo, named] = [await issuedNow(), await issuedNow(), await issuedNow()];
    const post = (e: { body: string; headers: Record<string, string> }) =>
      api.call('POST', '/api/provider/webhook/stripe', { body: e.body, headers: e.headers });
    const paidEvent = async (number: string, metadataInvoice: string) =>
      signedEvent(given.WebhookSecret, 'checkout.session.completed', {
        id: /cs_[A-Za-z0-9_]+/.exec(await checkoutOf(call, number))![0],
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: `pi_${randomBytes(8).toString('hex')}`,
        payment_method_types: ['card'],
        metadata: { invoice: metadataInvoice, account_id: account.accountId },
      });

    const first = await paidEvent(paidOne, paidOne);
    expect((await post(first)).json).toEqual({ received: true, handled: true });
    const misnamed = await paidEvent(paidTwo, named);
    expect((await post(misnamed)).json).toEqual({ received: true, handled: true });
    expect((await invoiceOf(call, paidOne)).Total.TotalPaid).toBe(120);
    expect((await invoiceOf(call, paidTwo)).Total.TotalPaid).toBe(120);
    expect((await invoiceOf(call, named)).Total.TotalPaid).toBe(0);

    // The event's id is in the claim its payment was recorded with, not in a record of its own.
    const eventId = JSON.parse(first.body).id as string;
    const { Item } = await db().send(
      new GetCommand({ TableName: table(), Key: keys.providerEvent(account.accountId, eventId) }),
    );
    expect(Item).toBeUndefined();
    expect((await post(first)).json).toEqual({ received: true, handled: false });
    expect((await call('GET', `/api/payment/list?invoice=${paidOne}`)).json).toHaveLength(1);
  });

  it('a paylink needs a provider and something due; the page offers Pay only then; a cash payment is not refundable', async () => {
    const bare = await newAccount('Offline');
    const offline = api.as(bare.token);
    const number = await issued(offline, 10);
    const refused = await offline('PUT', `/api/document.svc/action/paylink/invoice/${number}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('no_provider');
    const share = await offline('PUT', `/api/document.svc/action/share/invoice/${number}`);
    expect(await (await fetch(share.json.url)).text()).not.toContain('/pay"');

    const { call } = await connected();
    const open = await issued(call, 10);
    const page = await call('PUT', `/api/document.svc/action/share/invoice/${open}`);
    expect(await (await fetch(page.json.url)).text()).toContain(`${new URL(page.json.url).pathname}/pay"`);
    const cash = await call('POST', '/api/payment/create', { json: { Invoice: open, Amount: 12, Method: 'cash' } });
    const cashId = cash.text.replace('Reference: ', '');
    const notOurs = await call('PUT', `/api/payment/action/refund/${cashId}`, { json: { Amount: 1 } });
    expect(notOurs.json.error.code).toBe('not_refundable');
    const paidLink = await call('PUT', `/api/document.svc/action/paylink/invoice/${open}`);
    expect(paidLink.status).toBe(409);
    // Pay on the page of the invoice paid since: a page that says why, with the way back.
    const payPaid = await fetch(`${page.json.url}/pay`, { redirect: 'manual' });
    expect(payPaid.status).toBe(409);
    const said = await payPaid.text();
    expect(said).toContain('cannot be paid online');
    expect(said).toContain(`href="${new URL(page.json.url).pathname}"`);
  });

  it('disconnected: no new link nor Pay; a checkout opened before is still recorded, a payment it took still refunded; PUT connects it again', async () => {
    const { call, given } = await connected();
    const paid = await issued(call, 100);
    await choose(await checkoutOf(call, paid), 'card');
    await eventually(async () => (await invoiceOf(call, paid)).General.Status === 'paid', 'the first paid');
    const [payment] = (await call('GET', `/api/payment/list?invoice=${paid}`)).json;
    const open = await issued(call, 50);
    const opened = await checkoutOf(call, open);

    const removed = await call('DELETE', '/api/account/payments');
    expect([removed.status, removed.text]).toEqual([200, 'true']);
    expect((await call('DELETE', '/api/account/payments')).status).toBe(200);
    expect((await call('GET', '/api/account/payments')).status).toBe(404);
    const link = await call('PUT', `/api/document.svc/action/paylink/invoice/${open}`);
    expect(link.json.error.code).toBe('no_provider');
    const share = await call('PUT', `/api/document.svc/action/share/invoice/${open}`);
    expect(await (await fetch(share.json.url)).text()).not.toContain('/pay"');
    expect((await fetch(`${share.json.url}/pay`, { redirect: 'manual' })).status).toBe(409);

    // What the provider took before is still followed: the checkout opened before, a refund.
    await choose(opened, 'card');
    await eventually(async () => (await invoiceOf(call, open)).General.Status === 'paid', 'the earlier checkout paid');
    const refund = await call('PUT', `/api/payment/action/refund/${payment.payment_id}`, { json: { Amount: 20 } });
    expect(refund.status, refund.text).toBe(200);
    await eventually(async () => (await invoiceOf(call, paid)).Total.TotalPaid === 100, 'the refund recorded');

    expect((await call('PUT', '/api/account/payments', { json: given })).status).toBe(200);
    expect((await call('GET', '/api/account/payments')).status).toBe(200);
    expect((await call('PUT', `/api/document.svc/action/paylink/invoice/${paid}`)).status).toBe(200);
  });

  it('a part, where the seller takes parts: from 1.00 to what is due, through a page with a link on to the checkout', async () => {
    const { call } = await connected();
    const number = await issued(call, 100);
    const share = await call('PUT', `/api/document.svc/action/share/invoice/${number}`);
    const pay = `${share.json.url}/pay`;
    expect((await fetch(`${pay}?amount=50`, { redirect: 'manual' })).status).toBe(400);
    expect((await call('PUT', '/api/account/profile', { json: { OnlinePartialPayments: true } })).status).toBe(200);
    const page = await (await fetch(share.json.url)).text();
    expect(page).toContain('name="amount" min="1.00" max="120.00"');
    for (const bad of ['0.99', '120.01', '10.001', 'ten'])
      expect((await fetch(`${pay}?amount=${bad}`, { redirect: 'manual' })).status, bad).toBe(400);
    const handoff = await fetch(`${pay}?amount=50`, { redirect: 'manual' });
    expect(handoff.status).toBe(200);
    const checkout = /href="([^"]*\/pay\/cs_[^"]+)"/.exec(await handoff.text())![1]!;
    await choose(checkout, 'card');
    await eventually(async () => (await invoiceOf(call, number)).Total.TotalPaid === 50, 'the part paid');
    expect((await invoiceOf(call, number)).General.Status).toBe('partial');
  });

  it('a direct-debit invoice is paid online until its debit is with the bank, then neither the page nor a link offers it', async () => {
    const { call } = await connected();
    const number = await (await directDebited(call))();
    const share = await call('PUT', `/api/document.svc/action/share/invoice/${number}`);
    const path = new URL(share.json.url).pathname;
    expect(await (await fetch(share.json.url)).text()).toContain(`${path}/pay"`);
    expect((await call('PUT', `/api/document.svc/action/paylink/invoice/${number}`)).status).toBe(200);

    const batch = await call('POST', '/api/directdebit/batch/create', { json: { CollectionDate: inDays(20) } });
    expect(batch.json.Count, batch.text).toBe(1);
    const link = await call('PUT', `/api/document.svc/action/paylink/invoice/${number}`);
    expect(link.status).toBe(409);
    expect(link.json.error.message).toContain('direct debit');
    expect(await (await fetch(share.json.url)).text()).not.toContain(`${path}/pay"`);
    const pay = await fetch(`${share.json.url}/pay`, { redirect: 'manual' });
    expect(pay.status).toBe(409);
    expect(await pay.text()).toContain('is with the bank');
    // Cancelled meanwhile: the bank still collects, and the invoice's history says when.
    expect((await call('PUT', `/api/document.svc/action/cancel/invoice/${number}`)).status).toBe(200);
    const history = (await call('GET', `/api/document.svc/history/invoice/${number}`)).json as {
      action: string;
      changes: { CollectionDate?: string };
    }[];
    expect(history.find((e) => e.action === 'credit')?.changes.CollectionDate).toBe(inDays(20));
  });

  it('a batch closes the checkouts that could still pay its invoices; one paid at the provider, its event not come yet, waits for a later batch', async () => {
    // A stand-in that cannot reach the service: a payment made there is not known to it yet.
    const unheard = await startLocalProvider(storedKeys, () => undefined);
    process.env.PAYMENT_PROVIDER_URL = unheard.url;
    try {
      const { call } = await connected();
      const invoice = await directDebited(call);
      const [open, paid, plain] = [await invoice(), await invoice(), await invoice()];
      const openCheckout = await checkoutOf(call, open);
      const paidCheckout = await checkoutOf(call, paid);
      expect(await choose(paidCheckout, 'card')).toContain('Payment succeeded');

      const batch = await call('POST', '/api/directdebit/batch/create', { json: { CollectionDate: inDays(20) } });
      expect(batch.status, batch.text).toBe(200);
      expect(batch.json).toMatchObject({ Count: 2, Total: 120 });
      for (const number of [open, plain])
        expect((await invoiceOf(call, number)).General.Status).toBe('collection_pending');
      expect((await invoiceOf(call, paid)).General.Status).not.toBe('collection_pending');
      // The open checkout can no longer be paid: the bank takes that money.
      expect(await (await fetch(openCheckout)).text()).toContain('This checkout has expired');
      expect(await choose(openCheckout, 'card')).not.toContain('Payment succeeded');
      expect(unheard.intents.size).toBe(1);
    } finally {
      await unheard.close();
      process.env.PAYMENT_PROVIDER_URL = provider.url;
    }
  });
});

describe('the stand-in provider across a restart (npm start keeps its state in the data folder)', () => {
  it('keeps its checkouts, sends the events it had not delivered, and settles the debit under way', async () => {
    const state = join(mkdtempSync(join(tmpdir(), 'provider-state-')), 'provider-state.json');
    // The first one cannot reach the service: what it sends waits in its outbox.
    const first = await startLocalProvider(storedKeys, () => undefined, state);
    process.env.PAYMENT_PROVIDER_URL = first.url;
    const { call } = await connected();
    const [card, debit] = [await issued(call, 100), await issued(call, 60)];
    const cardCheckout = await checkoutOf(call, card);
    const debitCheckout = await checkoutOf(call, debit);
    expect(await choose(cardCheckout, 'card')).toContain('Payment succeeded');
    expect(await choose(debitCheckout, 'sepa')).toContain('Debit authorised');
    await first.close();
    expect((await invoiceOf(call, card)).Total.TotalPaid).toBe(0);

    const again = await startLocalProvider(storedKeys, () => `${api.state.baseUrl}/api/provider/webhook/stripe`, state);
    process.env.PAYMENT_PROVIDER_URL = again.url;
    try {
      const path = (checkout: string) => `${again.url}${new URL(checkout).pathname}`;
      expect(await (await fetch(path(cardCheckout))).text()).toContain('This checkout is complete');
      await eventually(async () => (await invoiceOf(call, card)).General.Status === 'paid', 'the card payment');
      await eventually(async () => (await invoiceOf(call, debit)).General.Status === 'paid', 'the debit');
      const intent = (await call('GET', `/api/payment/list?invoice=${debit}`)).json[0].Reference as string;
      await eventually(() => again.intents.get(intent)?.status === 'succeeded', 'the debit settled', 10_000);
      // Each event once: one payment each.
      expect((await call('GET', `/api/payment/list?invoice=${card}`)).json).toHaveLength(1);
      expect((await call('GET', `/api/payment/list?invoice=${debit}`)).json).toHaveLength(1);
    } finally {
      await again.close();
      process.env.PAYMENT_PROVIDER_URL = provider.url;
    }
  });
});

describe('the webhook, whatever the order, the repeats and the concurrency (a property)', () => {
  it('records a payment intent at most once; a lost dispute that found it leaves nothing paid; else a success pays it', async () => {
    const { call, given } = await connected();
    const post = (e: { body: string; headers: Record<string, string> }) =>
      api.call('POST', '/api/provider/webhook/stripe', { body: e.body, headers: e.headers });
    await fc.assert(
      fc.asyncProperty(
        // Waves of events sent at once: a success (its own event id or a repeat of the first) or a lost dispute.
        fc.array(
          fc.array(fc.constantFrom('paid', 'paid-again', 'lost', 'lost-again'), { minLength: 1, maxLength: 3 }),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        async (waves) => {
          const number = await issued(call, 10);
          const cs = /cs_[A-Za-z0-9_]+/.exec(await checkoutOf(call, number))![0];
          const pi = `pi_${randomBytes(8).toString('hex')}`;
          const session = { id: cs, payment_status: 'paid', payment_intent: pi, payment_method_types: ['card'] };
          const dispute = { id: 'dp_1', payment_intent: pi, status: 'lost', reason: 'fraudulent' };
          const first = {
            paid: signedEvent(given.WebhookSecret, 'checkout.session.completed', session),
            lost: signedEvent(given.WebhookSecret, 'charge.dispute.closed', dispute),
          };
          const eventOf = (kind: string) =>
            kind === 'paid'
              ? first.paid
              : kind === 'lost'
                ? first.lost
                : kind === 'paid-again'
                  ? signedEvent(given.WebhookSecret, 'checkout.session.completed', session)
                  : signedEvent(given.WebhookSecret, 'charge.dispute.closed', dispute);
          let paidTaken = false;
          let disputeHandled = false;
          for (const wave of waves) {
            const answers = await Promise.all(wave.map(async (kind) => ({ kind, res: await post(eventOf(kind)) })));
            for (const { kind, res } of answers) {
              expect(res.status, `${kind}: ${res.text}`).toBeLessThan(500);
              if (kind.startsWith('paid')) paidTaken ||= res.status === 200;
              else disputeHandled ||= res.status === 200 && res.json.handled;
            }
          }
          const all = [
            ...(await call('GET', `/api/payment/list?invoice=${number}`)).json,
            ...(await call('GET', `/api/payment/list?invoice=${number}&folder=deleted`)).json,
          ];
          expect(all.length).toBeLessThanOrEqual(1);
          const paid = (await invoiceOf(call, number)).Total.TotalPaid;
          expect(paid).toBe(disputeHandled || !paidTaken ? 0 : 12);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('the webhook, whatever its body (a property)', () => {
  it('any ids and metadata, of any size (past what a table key takes), signed or not: a 4xx or acknowledged, never a 5xx, nothing paid', async () => {
    const { call, given, account } = await connected();
    const number = await issued(call, 10);
    const anyText = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('x'.repeat(3000), 'é'.repeat(700), '', 'cs_1', 'pi_1', account.accountId, number),
      fc.string({ unit: 'binary', minLength: 200, maxLength: 1500 }),
    );
    const value = fc.oneof({ weight: 6, arbitrary: anyText }, fc.integer(), fc.constant(null), fc.constant(undefined));
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          id: anyText,
          type: fc.constantFrom(
            'checkout.session.completed',
            'checkout.session.async_payment_succeeded',
            'checkout.session.async_payment_failed',
            'charge.dispute.closed',
            'refund.updated',
            'customer.created',
          ),
          object: fc.record({
            id: value,
            payment_intent: value,
            payment_status: fc.constantFrom('paid', 'unpaid'),
            status: fc.constantFrom('lost', 'succeeded'),
            amount: fc.oneof(fc.integer(), fc.double()),
            payment_method_types: fc.constant(['card']),
            metadata: fc.record({
              account_id: fc.oneof(fc.constant(account.accountId), value),
              invoice: fc.oneof(fc.constant(number), value),
            }),
          }),
          signed: fc.boolean(),
        }),
        async ({ id, type, object, signed }) => {
          const body = JSON.stringify({ id, object: 'event', type, data: { object } });
          const at = Math.floor(Date.now() / 1000);
          const v1 = createHmac('sha256', signed ? given.WebhookSecret : 'whsec_other')
            .update(`${at}.${body}`)
            .digest('hex');
          const res = await api.call('POST', '/api/provider/webhook/stripe', {
            body,
            headers: { 'content-type': 'application/json', 'stripe-signature': `t=${at},v1=${v1}` },
          });
          expect(res.status, `${body.slice(0, 200)}: ${res.text}`).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
    expect((await invoiceOf(call, number)).Total.TotalPaid).toBe(0);
  });
});
