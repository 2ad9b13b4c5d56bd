/**
 * The statements feature's answers as schemas, for the API description: what its presenters give. The
 * integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { text } from '../../kernel/answers.ts';

/** A client's statement of account (docs/api.md §14). */
export const statement = z.object({
  client_id: z.int(),
  From: text,
  To: text,
  Currencies: z.array(
    z.object({
      Currency: text,
      OpeningBalance: z.number(),
      Lines: z.array(
        z.object({
          Date: text,
          Type: z.enum(['invoice', 'creditnote', 'payment']),
          Number: z.optional(text),
          payment_id: z.optional(z.int()),
          Debit: z.number(),
          Credit: z.number(),
          Balance: z.number(),
        }),
      ),
      ClosingBalance: z.number(),
    }),
  ),
});
