/**
 * The stand-in payment provider `npm start` runs (docs/api.md §19): the few calls of Stripe's API the
 * service makes (checkout sessions and their expiry, payment intents, refunds), a hosted checkout page whose choices
 * play what a payer can do (pay by card, be declined, pass a 3-D Secure challenge, authorise a SEPA
 * debit that settles later or fails), and the events that follow, signed as Stripe signs them
 * (`Stripe-Signature: t=,v1=`) and repeated until the service takes them, so every path is tested
 * with no network. With a state file (npm start's data folder) what it holds outlasts a restart, as
 * a provider's does: open checkouts, payments, refunds' keys, the events not yet taken, the debits
 * still to settle.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { providerStore } from '../../shared/adapters/dynamodb/provider-store.ts';
import { openedSecrets } from '../../shared/features/online-payments/service.ts';
import { loadSigningKey } from '../../shared/kernel/signing-key.ts';
import { JsonFile } from './checkpoints.ts';

/** What the stand-in's "dashboard" knows of an account: its keys, as the account gave them to the service. */
export interface ProviderAccountKeys {
  secretKey: string;
  webhookSecret: string;
}

/**
 * The dashboard's side of the stand-in: the keys an account gave the service, read where the service
 * keeps them (a real provider knows its own keys; the stand-in is told them this way, locally only).
 */
export async function storedKeys(accountId: string): Promise<ProviderAccountKeys | undefined> {
  // The functions may run in processes of their own (the bundled runtime): this one loads the key itself.
  await loadSigningKey();
  const settings = await providerStore.settings(accountId);
  if (!settings) return undefined;
  return openedSecrets(accountId, settings);
}

interface Session {
  id: string;
  accountId: string;
  amount: number;
  currency: string;
  invoice: string;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  state: 'open' | 'complete' | 'expired';
  paymentIntent?: string;
}

interface Intent {
  id: string;
  accountId: string;
  sessionId: string;
  amount: number;
  currency: string;
  method: 'card' | 'sepa_debit';
  status: 'processing' | 'succeeded' | 'requires_payment_method';
  refunded: number;
  /** A SEPA debit still to settle: when, and whether it succeeds. */
  settles?: { at: number; succeeds: boolean };
}

/** An event sent and not yet taken by the service: its account and its whole body (its id fixed). */
interface Pending {
  accountId: string;
  event: { id: string; type: string } & Record<string, unknown>;
}

/** What the stand-in keeps across a restart. */
interface ProviderState {
  sessions: Session[];
  intents: Intent[];
  idempotent: [string, unknown][];
  outbox: Pending[];
}

/** Stripe's fees in the EEA: 1.5% + 0.25 EUR a card, 0.35 EUR a SEPA debit (in cents). */
const feeOf = (intent: Pick<Intent, 'amount' | 'method'>) =>
  intent.method === 'card' ? Math.round(intent.amount * 0.015) + 25 : 35;

/** How long a SEPA debit takes to settle or fail here (seconds at the real bank). */
const SETTLE_MS = 2_000;
/** The waits between the tries of an event the service did not take (Stripe tries for three days). */
const RETRY_MS = [1_000, 2_000, 4_000, 8_000, 16_000];

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const htmlText = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

function page(res: ServerResponse, title: string, body: string) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${htmlText(title)}</title></head><body><h1>${htmlText(title)}</h1>${body}</body></html>`,
  );
}

const choice = (action: string, value: string, label: string) =>
  `<form method="post" action="${htmlText(action)}"><input type="hidden" name="choice" value="${value}"><button type="submit">${htmlText(label)}</button></form>`;

/**
 * Starts the stand-in. `keysOf` is its dashboard: an account's keys (the stand-in checks the
 * secret key of each call against them and signs with the webhook secret); `webhookUrl` where its
 * events go, once the gateway listens.
 */
export async function startLocalProvider(
  keysOf: (accountId: string) => Promise<ProviderAccountKeys | undefined>,
  webhookUrl: () => string | undefined,
  stateFile?: string,
) {
  const file = stateFile
    ? new JsonFile<ProviderState>(stateFile, { sessions: [], intents: [], idempotent: [], outbox: [] })
    : undefined;
  const kept = file?.read();
  const sessions = new Map<string, Session>(kept?.sessions.map((s) => [s.id, s]));
  const intents = new Map<string, Intent>(kept?.intents.map((p) => [p.id, p]));
  const idempotent = new Map<string, unknown>(kept?.idempotent);
  const outbox: Pending[] = kept?.outbox ?? [];
  /** Closed, it sends and writes nothing more: what it held stays as written, for the next start. */
  let closed = false;
  /** Writes down what it holds (after each change: the stand-in's load is a test's). */
  const save = () =>
    closed ||
    file?.write({
      sessions: [...sessions.values()],
      intents: [...intents.values()],
      idempotent: [...idempotent],
      outbox,
    });

  /** An event to send: kept in the outbox first (so a restart sends it again, under the same id), then sent in turn. */
  function emit(accountId: string, type: string, object: Record<string, unknown>, afterMs = 0) {
    const pending: Pending = {
      accountId,
      event: {
        id: id('evt'),
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object },
      },
    };
    outbox.push(pending);
    save();
    later(afterMs, () => deliver(pending));
  }

  /** Sends a kept event, signed, tried again while the service does not take it; then off the outbox. */
  async function deliver(pending: Pending) {
    if (!(await send(pending.accountId, pending.event))) return;
    const at = outbox.indexOf(pending);
    if (at >= 0) outbox.splice(at, 1);
    save();
  }

  /** Sends a signed event, tried again while the service does not take it: false when closed first. */
  async function send(accountId: string, event: Pending['event']): Promise<boolean> {
    // After a restart the service may not listen yet (nor its table answer): its address tells.
    for (let waited = 0; !webhookUrl() && !closed && waited < 60_000; waited += 200)
      await new Promise((resolve) => setTimeout(resolve, 200));
    if (closed) return false;
    const to = webhookUrl();
    const keys = to && (await keysOf(accountId));
    if (!keys || !to) return true;
    const body = JSON.stringify(event);
    for (let attempt = 0; attempt <= RETRY_MS.length; attempt += 1) {
      const at = Math.floor(Date.now() / 1000);
      const v1 = createHmac('sha256', keys.webhookSecret).update(`${at}.${body}`).digest('hex');
      const ok = await fetch(to, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': `t=${at},v1=${v1}` },
        body,
        signal: AbortSignal.timeout(20_000),
      })
        .then((r) => r.ok)
        .catch(() => false);
      if (ok || closed) return !closed;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS[attempt] ?? 0));
    }
    // Given up on, as a provider gives up after its tries.
    return true;
  }
  /** Events go one after another, as the server answers the page at once. */
  let queue = Promise.resolve();
  const later = (ms: number, work: () => Promise<void>) => {
    setTimeout(() => {
      queue = queue.then(work).catch(() => undefined);
    }, ms);
  };

  const sessionObject = (s: Session, paymentStatus: 'paid' | 'unpaid') => ({
    id: s.id,
    object: 'checkout.session',
    mode: 'payment',
    status: s.state,
    payment_status: paymentStatus,
    amount_total: s.amount,
    currency: s.currency,
    client_reference_id: s.invoice,
    metadata: s.metadata,
    payment_intent: s.paymentIntent ?? null,
    payment_method_types: ['card', 'sepa_debit'],
    url: null,
  });
  const intentObject = (p: Intent) => ({
    id: p.id,
    object: 'payment_intent',
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    payment_method_types: [p.method],
    latest_charge: {
      id: `ch_${p.id.slice(3)}`,
      object: 'charge',
      payment_method_details: { type: p.method },
      // The stand-in's balance is in the payment's currency.
      balance_transaction: {
        id: `txn_${p.id.slice(3)}`,
        object: 'balance_transaction',
        fee: feeOf(p),
        currency: p.currency,
      },
    },
  });

  /** The payer's choice on the hosted page (and on the 3-D Secure challenge). */
  function pay(s: Session, how: 'card' | 'sepa' | 'sepa_fail'): Intent {
    const intent: Intent = {
      id: id('pi'),
      accountId: s.accountId,
      sessionId: s.id,
      amount: s.amount,
      currency: s.currency,
      method: how === 'card' ? 'card' : 'sepa_debit',
      status: how === 'card' ? 'succeeded' : 'processing',
      refunded: 0,
    };
    intents.set(intent.id, intent);
    s.state = 'complete';
    s.paymentIntent = intent.id;
    emit(s.accountId, 'checkout.session.completed', sessionObject(s, how === 'card' ? 'paid' : 'unpaid'));
    if (how === 'card') {
      emit(s.accountId, 'payment_intent.succeeded', intentObject(intent));
      emit(s.accountId, 'charge.succeeded', intentObject(intent).latest_charge);
    } else {
      intent.settles = { at: Date.now() + SETTLE_MS, succeeds: how === 'sepa' };
      settleWhenDue(intent);
    }
    return intent;
  }

  /** A debit under way settles at its time (at once, if a restart found it past). */
  const settleWhenDue = (intent: Intent) =>
    later(Math.max(0, (intent.settles?.at ?? 0) - Date.now()), async () => settle(intent));

  /** A SEPA debit settles, or fails, at the bank: its status and the checkout's event. */
  function settle(intent: Intent) {
    const s = sessions.get(intent.sessionId);
    if (closed || !intent.settles || !s) return;
    const { succeeds } = intent.settles;
    delete intent.settles;
    intent.status = succeeds ? 'succeeded' : 'requires_payment_method';
    emit(
      s.accountId,
      succeeds ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed',
      sessionObject(s, succeeds ? 'paid' : 'unpaid'),
    );
  }

  function hostedPage(res: ServerResponse, s: Session) {
    if (s.state === 'expired')
      return page(res, 'This checkout has expired', `<p><a href="${htmlText(s.cancelUrl)}">Back</a></p>`);
    if (s.state !== 'open')
      return page(res, 'This checkout is complete', `<p><a href="${htmlText(s.successUrl)}">Back</a></p>`);
    const action = `/pay/${s.id}`;
    page(
      res,
      `Checkout ${s.invoice}: ${money(s.amount, s.currency)}`,
      `<p>Test mode: choose what the payer does.</p>${[
        choice(action, 'card', `Pay ${money(s.amount, s.currency)} by card`),
        choice(action, 'decline', 'Card declined (test card 4000 0000 0000 0002)'),
        choice(action, '3ds', 'Card with a 3-D Secure challenge'),
        ...(s.currency === 'eur'
          ? [
              choice(action, 'sepa', 'SEPA Direct Debit'),
              choice(action, 'sepa_fail', 'SEPA Direct Debit that fails later'),
            ]
          : []),
      ].join('')}<p><a href="${htmlText(s.cancelUrl)}">Cancel</a></p>`,
    );
  }

  /** The account a call's secret key opens, as Stripe authenticates: the key must be the account's. */
  async function authorised(req: IncomingMessage, accountId: string | undefined): Promise<boolean> {
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const keys = accountId ? await keysOf(accountId) : undefined;
    return !!key && !!keys && keys.secretKey === key;
  }

  const server = createServer(async (req, res) => {
    // Whatever a POST changed is written down once it is answered.
    if (req.method === 'POST') res.once('finish', save);
    try {
      const url = new URL(req.url ?? '/', 'http://provider.local');
      const body = req.method === 'POST' ? await bodyOf(req) : '';
      const form = new URLSearchParams(body);
      const idemKey = req.headers['idempotency-key'];
      const remembered =
        typeof idemKey === 'string' ? idempotent.get(`${req.headers.authorization}|${idemKey}`) : undefined;
      const keep = (value: unknown) => {
        if (typeof idemKey === 'string') idempotent.set(`${req.headers.authorization}|${idemKey}`, value);
        return answer(res, 200, value);
      };

      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (remembered) return answer(res, 200, remembered);
        const accountId = form.get('metadata[account_id]') ?? '';
        if (!(await authorised(req, accountId)))
          return answer(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
        const currency = form.get('line_items[0][price_data][currency]') ?? '';
        if (!Number.isInteger(amount) || amount < 50)
          return answer(res, 400, {
            error: { type: 'invalid_request_error', message: 'Amount must be at least 0.50' },
          });
        const metadata = Object.fromEntries(
          [...form].flatMap(([k, v]) => {
            const m = /^metadata\[(.+)\]$/.exec(k);
            return m ? [[m[1]!, v]] : [];
          }),
        );
        const s: Session = {
          id: id('cs_test'),
          accountId,
          amount,
          currency,
          invoice: form.get('client_reference_id') ?? '',
          metadata,
          successUrl: form.get('success_url') ?? '',
          cancelUrl: form.get('cancel_url') ?? '',
          state: 'open',
        };
        sessions.set(s.id, s);
        const origin = `http://${req.headers.host}`;
        return keep({ ...sessionObject(s, 'unpaid'), url: `${origin}/pay/${s.id}` });
      }

      // A checkout as it is now; `/expire` closes an open one (Stripe refuses any other with a 400).
      const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+?)(\/expire)?$/.exec(url.pathname);
      const known = sessionPath ? sessions.get(decodeURIComponent(sessionPath[1]!)) : undefined;
      if (sessionPath && (!known || !(await authorised(req, known.accountId))))
        return answer(res, 404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' },
        });
      if (known && req.method === 'GET' && !sessionPath?.[2]) {
        const paid = known.state === 'complete' && intents.get(known.paymentIntent ?? '')?.status === 'succeeded';
        return answer(res, 200, sessionObject(known, paid ? 'paid' : 'unpaid'));
      }
      if (known && req.method === 'POST' && sessionPath?.[2]) {
        if (known.state !== 'open')
          return answer(res, 400, {
            error: {
              type: 'invalid_request_error',
              message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
            },
          });
        // Stripe's `checkout.session.expired` is not among the events the service subscribes to.
        known.state = 'expired';
        return answer(res, 200, sessionObject(known, 'unpaid'));
      }

      const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && intentPath) {
        const intent = intents.get(decodeURIComponent(intentPath[1]!));
        if (!intent || !(await authorised(req, intent.accountId)))
          return answer(res, 404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
          });
        return answer(res, 200, intentObject(intent));
      }

      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        if (remembered) return answer(res, 200, remembered);
        const intent = intents.get(form.get('payment_intent') ?? '');
        if (!intent || !(await authorised(req, intent.accountId)))
          return answer(res, 404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
          });
        const amount = Number(form.get('amount') ?? intent.amount - intent.refunded);
        if (intent.status !== 'succeeded' && intent.status !== 'processing')
          return answer(res, 400, {
            error: { type: 'invalid_request_error', message: 'This payment cannot be refunded' },
          });
        if (!Number.isInteger(amount) || amount <= 0 || amount > intent.amount - intent.refunded)
          return answer(res, 400, {
            error: {
              type: 'invalid_request_error',
              message: 'Refund amount is greater than unrefunded amount on charge',
            },
          });
        intent.refunded += amount;
        const refund = {
          id: id('re'),
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          status: 'pending',
        };
        // Confirmed a moment later, as the provider does: after the service's own request is answered.
        emit(intent.accountId, 'refund.updated', { ...refund, status: 'succeeded' }, 300);
        emit(
          intent.accountId,
          'charge.refunded',
          { ...intentObject(intent).latest_charge, amount_refunded: intent.refunded },
          300,
        );
        return keep(refund);
      }

      const payPath = /^\/pay\/(cs_[A-Za-z0-9_]+)$/.exec(url.pathname);
      const session = payPath ? sessions.get(payPath[1]!) : undefined;
      if (payPath && !session)
        return page(res, 'No such checkout', '<p>This checkout does not exist or has expired.</p>');
      if (session && req.method === 'GET') return hostedPage(res, session);
      if (session && req.method === 'POST') {
        if (session.state !== 'open') return hostedPage(res, session);
        const chosen = form.get('choice');
        const back = `<p><a href="${htmlText(session.successUrl)}">Back to the invoice</a></p>`;
        switch (chosen) {
          case 'card':
            pay(session, 'card');
            return page(res, 'Payment succeeded', back);
          case 'decline':
            return page(res, 'Your card was declined', `<p><a href="/pay/${session.id}">Try again</a></p>`);
          case '3ds':
            return page(
              res,
              '3-D Secure authentication',
              choice(`/pay/${session.id}/challenge`, 'complete', 'Complete authentication') +
                choice(`/pay/${session.id}/challenge`, 'fail', 'Fail authentication'),
            );
          case 'sepa':
            pay(session, 'sepa');
            return page(res, 'Debit authorised: it settles in a few days', back);
          case 'sepa_fail':
            pay(session, 'sepa_fail');
            return page(res, 'Debit authorised: it settles in a few days', back);
          default:
            return hostedPage(res, session);
        }
      }
      const challenge = /^\/pay\/(cs_[A-Za-z0-9_]+)\/challenge$/.exec(url.pathname);
      const challenged = challenge ? sessions.get(challenge[1]!) : undefined;
      if (challenged && req.method === 'POST') {
        if (challenged.state !== 'open') return hostedPage(res, challenged);
        if (form.get('choice') !== 'complete')
          return page(
            res,
            'Authentication failed: your card was not charged',
            `<p><a href="/pay/${challenged.id}">Try again</a></p>`,
          );
        pay(challenged, 'card');
        return page(
          res,
          'Payment succeeded',
          `<p><a href="${htmlText(challenged.successUrl)}">Back to the invoice</a></p>`,
        );
      }
      return answer(res, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    } catch (error) {
      return answer(res, 500, { error: { type: 'api_error', message: String(error) } });
    }
  });
  // What a restart found under way: the events not yet taken, in their order, and the debits still to settle.
  for (const pending of [...outbox]) later(0, () => deliver(pending));
  for (const intent of intents.values()) if (intent.settles) settleWhenDue(intent);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    intents,
    close: () => {
      closed = true;
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
