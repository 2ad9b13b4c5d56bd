import type { FakeWorld } from '../../../test/support/fake-world.ts';
import type { Ports } from '../ports.ts';

/** The fake `providerRecords` port of the unit tests: in memory. */
export const providerRecordsFake = (world: FakeWorld): Ports['providerRecords'] => ({
  async settings(accountId) {
    const held = world.providers.get(accountId);
    return held && { ...held };
  },
  async keepSettings(accountId, settings) {
    world.providers.set(accountId, { ...settings });
  },
  async keepSession(session) {
    world.checkoutSessions.set(session.sessionId, { ...session });
    world.accountCheckouts.push({ ...session });
  },
  async openedSince(accountId, since) {
    return world.accountCheckouts
      .filter((s) => s.accountId === accountId && s.createdAt >= since)
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((s) => ({ ...s }));
  },
  async claims(objects) {
    return objects.flatMap((object) => {
      const claim = world.providerClaims.get(object);
      return claim ? [{ ...claim }] : [];
    });
  },
  async eventHandled(accountId, eventId) {
    return world.providerEvents.has(`${accountId}/${eventId}`);
  },
  async keepEvent(accountId, eventId) {
    world.providerEvents.add(`${accountId}/${eventId}`);
  },
  async recordsOf({ sessionId, paymentIntent, accountHint, invoiceHint, eventId }) {
    const session = sessionId ? world.checkoutSessions.get(sessionId) : undefined;
    // As the table: only an invoice stored under the Number hinted (not one behind a draft Number's pointer).
    const stored =
      accountHint && invoiceHint ? world.documents.get(`${accountHint}/invoice/${invoiceHint}`) : undefined;
    const hintedInvoice = stored?.General.Number === invoiceHint ? stored : undefined;
    const claim = paymentIntent ? world.providerClaims.get(paymentIntent) : undefined;
    const hintedSettings = accountHint ? world.providers.get(accountHint) : undefined;
    return {
      ...(session ? { session: { ...session } } : {}),
      ...(claim ? { claim: { ...claim } } : {}),
      ...(hintedSettings ? { hintedSettings: { ...hintedSettings } } : {}),
      hintedSeen: !!accountHint && world.providerEvents.has(`${accountHint}/${eventId}`),
      ...(hintedInvoice ? { hintedInvoice } : {}),
    };
  },
});

/**
 * The fake `paymentProvider` port of the unit tests: checkouts and refunds numbered in memory; an
 * event's body is the ProviderEvent itself, signed by a header equal to the webhook secret.
 */
export const paymentProviderFake = (world: FakeWorld): Ports['paymentProvider'] => ({
  async openCheckout(_account, request) {
    const id = `cs_fake_${world.checkoutSessions.size + 1}_${request.invoice}`;
    return { id, url: `https://provider.invalid/pay/${id}` };
  },
  async expireCheckout(_account, sessionId) {
    const paid = world.checkoutsPaid.get(sessionId);
    return paid === undefined ? { state: 'expired' } : { state: 'paid', paymentIntent: paid };
  },
  async paymentDetails() {
    return { method: 'card', fee: '0.50', feeCurrency: 'EUR' };
  },
  async refund(_account, paymentIntent, amountMinor) {
    return { id: `re_fake_${paymentIntent}_${amountMinor}`, succeeded: false };
  },
  readEvent(_provider, body) {
    try {
      return JSON.parse(body);
    } catch {
      return undefined;
    }
  },
  signatureHolds: (_provider, _body, headers, secret) => headers['x-fake-signature'] === secret,
});
