/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */
import type { Document } from '../documents/model.ts';
import type { ProviderClaim } from '../payments/model.ts';
import type { CheckoutSession, OnlineMethod, ProviderEvent, ProviderName, StoredProvider } from './model.ts';

/** What a provider's event names: its checkout, its payment intent, the account and invoice its metadata names, and its own id. */
export interface EventNames {
  sessionId?: string;
  paymentIntent?: string;
  accountHint?: string;
  invoiceHint?: string;
  eventId: string;
}

/**
 * What is kept of those names: the checkout, the payment intent's claim, the hinted account's
 * settings, whether it saw the event, and the hinted invoice when it is stored under that Number.
 */
export interface EventRecords {
  session?: CheckoutSession;
  claim?: ProviderClaim;
  hintedSettings?: StoredProvider;
  hintedSeen: boolean;
  hintedInvoice?: Document;
}

/** The account's payment provider settings, the checkouts it opened, and the provider's events it handled. */
export interface ProviderRecordsPort {
  settings(accountId: string): Promise<StoredProvider | undefined>;
  keepSettings(accountId: string, settings: StoredProvider): Promise<void>;
  /** Keeps a checkout by its id, and under its account for the day it may be paid in (`openedSince`). */
  keepSession(session: CheckoutSession): Promise<void>;
  /** The account's checkouts opened since `since` (epoch ms), oldest first. */
  openedSince(accountId: string, since: number): Promise<CheckoutSession[]>;
  /** The claims of those of the provider's objects (payment intents) that have one. */
  claims(objects: readonly string[]): Promise<ProviderClaim[]>;
  /** Whether the account handled the provider's event of this id already. */
  eventHandled(accountId: string, eventId: string): Promise<boolean>;
  /** Notes the event handled (kept 90 days: longer than any provider repeats one). */
  keepEvent(accountId: string, eventId: string, type: string): Promise<void>;
  /** What an event names, read in one round (one call to the table: a webhook's first reads). */
  recordsOf(names: EventNames): Promise<EventRecords>;
}

/** What closing a checkout found: it can no longer be paid, or it was paid (by the payment intent named). */
export type CheckoutClosed = { state: 'expired' } | { state: 'paid'; paymentIntent?: string };

/** An account's connection to its provider: which one, and its secret key. */
export interface ProviderAccount {
  provider: ProviderName;
  secretKey: string;
}

/** A checkout to open for an invoice. */
export interface CheckoutRequest {
  accountId: string;
  invoice: string;
  /** In the currency's minor unit (cents). */
  amountMinor: number;
  currency: string;
  description: string;
  /** Where the payer's browser goes after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
  /** The same request again gets the same checkout (a double click, a retry). */
  idempotencyKey: string;
}

/** What the provider says of a payment: how it was made, and its fee (decimal text) once known. */
export interface PaymentDetails {
  method?: OnlineMethod;
  /** The provider's fee, a decimal in `feeCurrency` (its balance's currency, which may not be the payment's). */
  fee?: string;
  feeCurrency?: string;
}

/**
 * A payment provider's API (docs/api.md §19): one adapter per provider, shared/adapters/payment-provider.
 * The provider's failures are thrown as `provider_refused` (it said no) or as errors (it could not be reached).
 */
export interface PaymentProviderPort {
  openCheckout(account: ProviderAccount, request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /**
   * Closes a checkout so that it can no longer be paid: `expired` when it was open (or already
   * expired, or unknown to the provider), `paid` when the payer paid it or authorised its debit.
   */
  expireCheckout(account: ProviderAccount, sessionId: string): Promise<CheckoutClosed>;
  /** Undefined when the provider knows no such payment. */
  paymentDetails(account: ProviderAccount, paymentIntent: string): Promise<PaymentDetails | undefined>;
  refund(
    account: ProviderAccount,
    paymentIntent: string,
    amountMinor: number,
    idempotencyKey: string,
  ): Promise<{ id: string; succeeded: boolean }>;
  /** The event a webhook's body states, not yet trusted; undefined when the body is no event of this provider. */
  readEvent(provider: ProviderName, body: string): ProviderEvent | undefined;
  /** Whether the webhook's signature holds under the account's webhook secret, at `now` (epoch ms). */
  signatureHolds(
    provider: ProviderName,
    body: string,
    headers: Record<string, string | undefined>,
    secret: string,
    now: number,
  ): boolean;
}
