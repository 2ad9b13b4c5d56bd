/**
 * The account's payment provider (docs/api.md §19) as it is stored: its secrets sealed
 * (shared/kernel/sealed.ts), never in plain text.
 */
export interface StoredProvider {
  /** `stripe`: the Stripe-shaped API (checkout sessions, payment intents, refunds, signed webhooks). */
  Provider: ProviderName;
  /** The provider's publishable key: no secret, shown to payers' browsers. */
  PublishableKey: string;
  sealedSecretKey: string;
  sealedWebhookSecret: string;
  updatedAt: number;
  /**
   * Epoch ms the business disconnected it: no new checkout nor link; its secrets kept so the
   * provider's events about the payments it took, and their refunds, are still verified and made.
   */
  disconnectedAt?: number;
}

/** The providers an account may connect: one adapter each. */
export const providerNames = ['stripe'] as const;
/** One of the providers. */
export type ProviderName = (typeof providerNames)[number];

/**
 * How long a checkout can be paid after it was opened: Stripe's checkouts expire after 24 hours
 * unless told otherwise, and the service does not tell them otherwise.
 */
export const CHECKOUT_LIFETIME_MS = 24 * 3_600_000;

/**
 * A checkout the service opened at the provider for an invoice (docs/api.md §19): the provider's
 * webhooks name it, and it names the account they belong to.
 */
export interface CheckoutSession {
  /** The provider's id (`cs_...`). */
  sessionId: string;
  accountId: string;
  /** The invoice's Number. */
  invoice: string;
  /** Decimal text, in `currency`: what the checkout asks. */
  amount: string;
  currency: string;
  createdAt: number;
}

/** What the payer chose at the provider's checkout. */
export type OnlineMethod = 'card' | 'sepa_debit';

/**
 * A provider's webhook event as the service reads it, whichever provider sent it: what happened,
 * and the provider's objects that say to which account and payment.
 */
export type ProviderEvent = {
  id: string;
  /** The account the event's object says it is for (its metadata): not trusted, only read ahead. */
  accountHint?: string;
  /** The invoice the event's object says it pays (its metadata): not trusted, only read ahead. */
  invoiceHint?: string;
} & (
  | {
      /** The payer paid (a card), or authorised a debit that settles later (`settled` false). */
      kind: 'checkout.paid';
      sessionId: string;
      paymentIntent: string;
      method: OnlineMethod;
      settled: boolean;
    }
  /** A debit authorised at the checkout failed: what it recorded is reversed. */
  | { kind: 'checkout.failed'; sessionId: string; paymentIntent?: string; reason: string }
  /** The payer's bank or card issuer took the money back, and the dispute is lost. */
  | { kind: 'dispute.lost'; paymentIntent: string; reason: string }
  /** A refund the business asked for was made. */
  | { kind: 'refund.succeeded'; refundId: string; paymentIntent: string; amountMinor: number; currency: string }
  /** An event the service has nothing to do with (acknowledged, not acted on). */
  | { kind: 'other'; type: string }
);

/** The provider objects an event names, by which its account is found before its signature is checked. */
export const objectsOf = (event: ProviderEvent): { sessionId?: string; paymentIntent?: string } => {
  switch (event.kind) {
    case 'checkout.paid':
    case 'checkout.failed':
      return { sessionId: event.sessionId, ...(event.paymentIntent ? { paymentIntent: event.paymentIntent } : {}) };
    case 'dispute.lost':
    case 'refund.succeeded':
      return { paymentIntent: event.paymentIntent };
    default:
      return {};
  }
};
