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
}

/** The providers an account may connect: one adapter each. */
export const providerNames = ['stripe'] as const;
/** One of the providers. */
export type ProviderName = (typeof providerNames)[number];
