/**
 * The online payments feature's answers as schemas, for the API description: what its presenters
 * give. The integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, dateTime, text } from '../../kernel/answers.ts';

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
