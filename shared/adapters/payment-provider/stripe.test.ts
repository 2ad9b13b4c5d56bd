import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stripe } from './stripe.ts';

const secret = 'whsec_test_secret';
const sign = (body: string, at: number, key = secret) =>
  `t=${at},v1=${createHmac('sha256', key).update(`${at}.${body}`).digest('hex')}`;

describe("Stripe's signed events", () => {
  const body = JSON.stringify({ id: 'evt_1', type: 'charge.succeeded', data: { object: {} } });
  const now = 1_800_000_000_000;
  const at = now / 1000;

  it('holds with the secret, within 5 minutes either way, with any of several v1 (a secret that rolls)', () => {
    expect(stripe.signatureHolds(body, { 'stripe-signature': sign(body, at) }, secret, now)).toBe(true);
    expect(stripe.signatureHolds(body, { 'stripe-signature': sign(body, at - 299) }, secret, now)).toBe(true);
    const rolled = `${sign(body, at, 'whsec_old')},v1=${sign(body, at).split('v1=')[1]}`;
    expect(stripe.signatureHolds(body, { 'stripe-signature': rolled }, secret, now)).toBe(true);
  });

  it('fails stale, future, forged, altered, unsigned or malformed', () => {
    for (const header of [
      sign(body, at - 301),
      sign(body, at + 301),
      sign(body, at, 'whsec_other'),
      sign(`${body} `, at),
      `t=${at}`,
      `t=${at},v1=zz`,
      `v1=${sign(body, at).split('v1=')[1]}`,
      '',
    ])
      expect(stripe.signatureHolds(body, { 'stripe-signature': header }, secret, now), header).toBe(false);
    expect(stripe.signatureHolds(body, {}, secret, now)).toBe(false);
  });
});

describe("Stripe's events, as the service reads them", () => {
  const event = (type: string, object: object) => JSON.stringify({ id: 'evt_9', type, data: { object } });

  it('a checkout paid is a card; unpaid with a SEPA debit authorised settles later; its later success and failure are their own', () => {
    const session = { id: 'cs_1', payment_intent: 'pi_1', payment_method_types: ['card', 'sepa_debit'] };
    expect(stripe.readEvent(event('checkout.session.completed', { ...session, payment_status: 'paid' }))).toMatchObject(
      {
        kind: 'checkout.paid',
        method: 'card',
        settled: true,
      },
    );
    expect(
      stripe.readEvent(event('checkout.session.completed', { ...session, payment_status: 'unpaid' })),
    ).toMatchObject({
      kind: 'checkout.paid',
      method: 'sepa_debit',
      settled: false,
    });
    expect(
      stripe.readEvent(event('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' })),
    ).toMatchObject({ kind: 'checkout.paid', method: 'sepa_debit', settled: true });
    // The account the metadata names is read ahead (never trusted: the service checks it against its own records).
    expect(
      stripe.readEvent(
        event('checkout.session.completed', { ...session, payment_status: 'paid', metadata: { account_id: 'A1' } }),
      ),
    ).toMatchObject({ accountHint: 'A1' });
    expect(
      stripe.readEvent(event('checkout.session.completed', { ...session, payment_status: 'paid' })),
    ).not.toHaveProperty('accountHint');
    expect(stripe.readEvent(event('checkout.session.async_payment_failed', session))).toMatchObject({
      kind: 'checkout.failed',
      paymentIntent: 'pi_1',
    });
  });

  it('a dispute counts once lost; a refund once succeeded; anything else is acknowledged, and a body that is no event is none', () => {
    expect(stripe.readEvent(event('charge.dispute.closed', { payment_intent: 'pi_1', status: 'won' }))?.kind).toBe(
      'other',
    );
    expect(
      stripe.readEvent(
        event('charge.dispute.closed', { payment_intent: 'pi_1', status: 'lost', reason: 'fraudulent' }),
      ),
    ).toMatchObject({ kind: 'dispute.lost', reason: 'dispute_lost:fraudulent' });
    const refund = { id: 're_1', payment_intent: 'pi_1', amount: 4000, currency: 'eur' };
    expect(stripe.readEvent(event('refund.updated', { ...refund, status: 'pending' }))?.kind).toBe('other');
    expect(stripe.readEvent(event('refund.updated', { ...refund, status: 'succeeded' }))).toMatchObject({
      kind: 'refund.succeeded',
      amountMinor: 4000,
      currency: 'EUR',
    });
    expect(stripe.readEvent(event('refund.updated', { ...refund, amount: 40.5, status: 'succeeded' }))?.kind).toBe(
      'other',
    );
    expect(stripe.readEvent(event('customer.created', {}))?.kind).toBe('other');
    for (const bad of ['', 'not json', '{}', '{"id":1,"type":"x","data":{"object":{}}}', '{"id":"evt","type":"x"}'])
      expect(stripe.readEvent(bad), bad).toBeUndefined();
  });
});
