import * as z from 'zod/mini';
import { line, positiveAmount } from '../../kernel/validation.ts';
import { providerNames } from './model.ts';

const secret = z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(500));

/** The account's payment provider (docs/api.md §19): every field required, the secrets kept sealed. */
export const providerInput = z.strictObject({
  Provider: z.enum(providerNames, `must be one of ${providerNames.join(', ')}`),
  PublishableKey: line(500).check(z.minLength(1, 'must not be empty')),
  SecretKey: secret,
  WebhookSecret: secret,
});
/** The provider settings, parsed. */
export type ProviderInput = z.output<typeof providerInput>;

/** A refund of a payment made through the provider: all that is left of it when Amount is absent. */
export const refundInput = z.strictObject({
  Amount: z.optional(positiveAmount),
});

/** The webhook's path: which provider sends it. */
export const webhookParams = z.strictObject({ provider: z.string().check(z.maxLength(40)) });
