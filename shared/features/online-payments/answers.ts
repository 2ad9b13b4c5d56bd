/**
 * The online payments feature's answers as schemas, for the API description: what its presenters
 * give. The integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, dateTime, number, text } from '../../kernel/answers.ts';

/** The account's payment provider: never its secrets, only whether they are kept. */
export const provider = component(
  'PaymentProvider',
  z.object({
    Provider: z.enum(['stripe']),
    PublishableKey: text,
    HasSecretKey: z.boolean(),
    HasWebhookSecret: z.boolean(),
    UpdatedAt: dateTime,
  }),
);

/** A payment link of an invoice (docs/api.md §19). */
export const paylink = component('PaymentLink', z.object({ Url: text, ExpiresAt: dateTime }));

/** A refund asked of the provider: recorded once it confirms. */
export const refund = component(
  'Refund',
  z.object({
    refund_id: text,
    payment_id: number,
    Amount: number,
    Status: z.enum(['pending', 'succeeded']),
  }),
);

/** The provider's webhook, acknowledged. */
export const webhookReceipt = z.object({ received: z.literal(true), handled: z.boolean() });
