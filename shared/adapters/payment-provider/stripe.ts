import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OnlineMethod, ProviderEvent } from '../../features/online-payments/model.ts';
import type { CheckoutClosed, PaymentDetails, ProviderAccount } from '../../features/online-payments/port.ts';
import { config } from '../../kernel/config.ts';
import { failureOf, refused } from '../../kernel/errors.ts';
import { fromMinorUnits, moneyText } from '../../kernel/money.ts';

/** A call to the provider gives up after this long: the caller answers 503, the webhook is repeated. */
const TIMEOUT_MS = 10_000;
/** A signed event older (or younger) than this is refused: a replay of a captured one (Stripe's default tolerance). */
const TOLERANCE_MS = 5 * 60_000;

/** Stripe's form encoding of nested parameters: `a[b][0]=c`. */
function form(params: Record<string, unknown>, prefix = '', into = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(params)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value === undefined) continue;
    if (value !== null && typeof value === 'object') form(value as Record<string, unknown>, name, into);
    else into.append(name, String(value));
  }
  return into;
}

/** An answer of Stripe's API: its JSON, or its error (`provider_refused`, the provider's message only). */
async function call(
  account: ProviderAccount,
  method: 'GET' | 'POST',
  path: string,
  init: { body?: URLSearchParams; idempotencyKey?: string } = {},
) {
  const res = await fetch(new URL(path, `${config.paymentProviderUrl.replace(/\/$/, '')}/`), {
    method,
    headers: {
      authorization: `Bearer ${account.secretKey}`,
      ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
    },
    ...(init.body ? { body: init.body } : {}),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.status === 404) return undefined;
  if (res.status >= 400 && res.status < 500) {
    const error = (answer.error ?? {}) as { message?: unknown };
    throw refused(
      'provider_refused',
      `The payment provider refused: ${String(error.message ?? res.status).slice(0, 300)}`,
    );
  }
  // Only the status: the answer may echo what was sent.
  if (!res.ok) throw new Error(`The payment provider answered ${res.status}`);
  return answer;
}

const methodOf = (type: unknown): OnlineMethod | undefined =>
  type === 'card' ? 'card' : type === 'sepa_debit' ? 'sepa_debit' : undefined;

/** Stripe's ids (`evt_...`, `cs_...`, `pi_...`, `re_...`, `dp_...`): letters, digits and `_`, at most 255. */
const isProviderId = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_]{1,255}$/.test(v);

/** What the metadata names, read ahead only: a text of a key's size at most (an account id, a Number), else none. */
const asHint = (v: unknown): string | undefined =>
  typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : undefined;

/** The payment provider shaped as Stripe's API: checkout sessions, payment intents, refunds, signed events. */
export const stripe = {
  async openCheckout(
    account: ProviderAccount,
    request: import('../../features/online-payments/port.ts').CheckoutRequest,
  ) {
    const body = form({
      mode: 'payment',
      client_reference_id: request.invoice,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      payment_method_types: { 0: 'card', ...(request.currency === 'EUR' ? { 1: 'sepa_debit' } : {}) },
      line_items: {
        0: {
          quantity: 1,
          price_data: {
            currency: request.currency.toLowerCase(),
            unit_amount: request.amountMinor,
            product_data: { name: request.description },
          },
        },
      },
      metadata: { invoice: request.invoice, account_id: request.accountId },
      payment_intent_data: { metadata: { invoice: request.invoice, account_id: request.accountId } },
    });
    const session = await call(account, 'POST', 'v1/checkout/sessions', {
      body,
      idempotencyKey: request.idempotencyKey,
    });
    if (typeof session?.id !== 'string' || typeof session.url !== 'string')
      throw new Error('The payment provider answered no checkout session');
    return { id: session.id, url: session.url };
  },

  async expireCheckout(account: ProviderAccount, sessionId: string): Promise<CheckoutClosed> {
    const path = `v1/checkout/sessions/${encodeURIComponent(sessionId)}`;
    try {
      const expired = await call(account, 'POST', `${path}/expire`);
      if (!expired || expired.status === 'expired') return { state: 'expired' };
    } catch (error) {
      // Stripe expires only an open checkout: what the checkout is now says why it refused.
      if (failureOf(error)?.code !== 'provider_refused') throw error;
    }
    const session = await call(account, 'GET', path);
    if (!session || session.status === 'expired') return { state: 'expired' };
    if (session.status === 'complete') {
      const paymentIntent = isProviderId(session.payment_intent) ? session.payment_intent : undefined;
      return { state: 'paid', ...(paymentIntent ? { paymentIntent } : {}) };
    }
    throw new Error(`The payment provider left the checkout ${session.status === 'open' ? 'open' : 'unknown'}`);
  },

  async paymentDetails(account: ProviderAccount, paymentIntent: string): Promise<PaymentDetails | undefined> {
    const intent = await call(
      account,
      'GET',
      `v1/payment_intents/${encodeURIComponent(paymentIntent)}?expand[]=latest_charge.balance_transaction`,
    );
    if (!intent) return undefined;
    const charge = (intent.latest_charge ?? {}) as {
      payment_method_details?: { type?: unknown };
      balance_transaction?: { fee?: unknown; currency?: unknown };
    };
    const fee = charge.balance_transaction?.fee;
    // In the balance's currency, in its minor units (a yen has none).
    const feeCurrency = String(charge.balance_transaction?.currency ?? '').toUpperCase();
    const method =
      methodOf(charge.payment_method_details?.type) ??
      methodOf((intent.payment_method_types as unknown[] | undefined)?.[0]);
    return {
      ...(method ? { method } : {}),
      ...(typeof fee === 'number' && Number.isInteger(fee) && /^[A-Z]{3}$/.test(feeCurrency)
        ? { fee: moneyText(fromMinorUnits(fee, feeCurrency), feeCurrency), feeCurrency }
        : {}),
    };
  },

  async refund(account: ProviderAccount, paymentIntent: string, amountMinor: number, idempotencyKey: string) {
    const refund = await call(account, 'POST', 'v1/refunds', {
      body: form({ payment_intent: paymentIntent, amount: amountMinor }),
      idempotencyKey,
    });
    if (typeof refund?.id !== 'string') throw new Error('The payment provider answered no refund');
    return { id: refund.id, succeeded: refund.status === 'succeeded' };
  },

  readEvent(body: string): ProviderEvent | undefined {
    let event: { id?: unknown; type?: unknown; data?: { object?: Record<string, unknown> } };
    try {
      event = JSON.parse(body);
    } catch {
      return undefined;
    }
    const o = event?.data?.object;
    if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !o || typeof o !== 'object')
      return undefined;
    // The provider's ids key what the service reads before the signature is checked: one of
    // another shape (a key DynamoDB would refuse) makes the body no event of the provider's.
    if (![event.id, o.id, o.payment_intent].every((v) => v === undefined || v === null || isProviderId(v)))
      return undefined;
    const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
    const metadata = o.metadata as Record<string, unknown> | undefined;
    const hint = asHint(metadata?.account_id);
    const invoiceHint = asHint(metadata?.invoice);
    // The account and invoice the object's metadata names: read ahead of the signature's check, never trusted.
    const id = { id: event.id, ...(hint ? { accountHint: hint } : {}), ...(invoiceHint ? { invoiceHint } : {}) };
    const types = Array.isArray(o.payment_method_types) ? o.payment_method_types : [];
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const sessionId = text(o.id);
        const paymentIntent = text(o.payment_intent);
        if (!sessionId || !paymentIntent) return { ...id, kind: 'other', type: event.type };
        // A debit's settlement comes later, as its own event; paid at the checkout is a card.
        if (event.type === 'checkout.session.async_payment_succeeded')
          return o.payment_status === 'paid'
            ? { ...id, kind: 'checkout.paid', sessionId, paymentIntent, method: 'sepa_debit', settled: true }
            : { ...id, kind: 'other', type: event.type };
        if (o.payment_status === 'paid')
          return { ...id, kind: 'checkout.paid', sessionId, paymentIntent, method: 'card', settled: true };
        // Unpaid at the checkout: a debit (SEPA) authorised, which settles later or fails.
        if (types.includes('sepa_debit'))
          return { ...id, kind: 'checkout.paid', sessionId, paymentIntent, method: 'sepa_debit', settled: false };
        return { ...id, kind: 'other', type: event.type };
      }
      case 'checkout.session.async_payment_failed': {
        const sessionId = text(o.id);
        if (!sessionId) return { ...id, kind: 'other', type: event.type };
        const paymentIntent = text(o.payment_intent);
        return {
          ...id,
          kind: 'checkout.failed',
          sessionId,
          ...(paymentIntent ? { paymentIntent } : {}),
          reason: 'debit_failed',
        };
      }
      case 'charge.dispute.closed': {
        const paymentIntent = text(o.payment_intent);
        if (o.status !== 'lost' || !paymentIntent) return { ...id, kind: 'other', type: event.type };
        return {
          ...id,
          kind: 'dispute.lost',
          paymentIntent,
          reason: `dispute_lost${text(o.reason) ? `:${o.reason}` : ''}`,
        };
      }
      case 'refund.created':
      case 'refund.updated': {
        const refundId = text(o.id);
        const paymentIntent = text(o.payment_intent);
        const amountMinor = o.amount;
        if (
          o.status !== 'succeeded' ||
          !refundId ||
          !paymentIntent ||
          typeof amountMinor !== 'number' ||
          !Number.isInteger(amountMinor)
        )
          return { ...id, kind: 'other', type: event.type };
        return {
          ...id,
          kind: 'refund.succeeded',
          refundId,
          paymentIntent,
          amountMinor,
          currency: String(o.currency ?? '').toUpperCase(),
        };
      }
      default:
        return { ...id, kind: 'other', type: event.type };
    }
  },

  /** `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (several v1 while a secret rolls). */
  signatureHolds(body: string, headers: Record<string, string | undefined>, secret: string, now: number): boolean {
    const header = headers['stripe-signature'];
    if (!header) return false;
    const parts = header.split(',').map((p) => p.trim().split('='));
    const at = Number(parts.find(([k]) => k === 't')?.[1]);
    if (!Number.isInteger(at) || Math.abs(now - at * 1000) > TOLERANCE_MS) return false;
    const expected = createHmac('sha256', secret).update(`${at}.${body}`).digest();
    return parts
      .filter(([k, v]) => k === 'v1' && v && /^[0-9a-f]{64}$/i.test(v))
      .some(([, v]) => timingSafeEqual(Buffer.from(v!, 'hex'), expected));
  },
};
