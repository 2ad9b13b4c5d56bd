import type { ProviderName } from '../../features/online-payments/model.ts';
import type { PaymentProviderPort } from '../../features/online-payments/port.ts';
import { stripe } from './stripe.ts';

/** Each provider an account may connect, by its name: another provider is one more file and one more line. */
const adapters: Record<ProviderName, typeof stripe> = { stripe };

/** The payment provider port: each call goes to the account's provider's adapter. */
export const paymentProviders: PaymentProviderPort = {
  openCheckout: (account, request) => adapters[account.provider].openCheckout(account, request),
  expireCheckout: (account, sessionId) => adapters[account.provider].expireCheckout(account, sessionId),
  paymentDetails: (account, paymentIntent) => adapters[account.provider].paymentDetails(account, paymentIntent),
  refund: (account, paymentIntent, amountMinor, key) =>
    adapters[account.provider].refund(account, paymentIntent, amountMinor, key),
  readEvent: (provider, body) => adapters[provider].readEvent(body),
  signatureHolds: (provider, body, headers, secret, now) =>
    adapters[provider].signatureHolds(body, headers, secret, now),
};
