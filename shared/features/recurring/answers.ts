/**
 * The recurring feature's answers as schemas, for the API description: what its presenters give. The
 * integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { text } from '../../kernel/answers.ts';

/** A recurring profile (docs/api.md §13). */
export const recurringRecord = z.object({
  recurring_id: text,
  client_id: z.int(),
  Client: z.object({ Reference: text }),
  Name: text,
  Frequency: z.enum(['weekly', 'monthly', 'quarterly', 'yearly']),
  Interval: z.int(),
  StartDate: text,
  EndDate: z.optional(text),
  Occurrences: z.optional(z.int()),
  DueDays: z.int(),
  Send: z.enum(['draft', 'email']),
  Currency: z.optional(text),
  GeneralDiscount: z.optional(z.number()),
  Comments: z.record(z.string(), z.unknown()),
  Items: z.array(z.record(z.string(), z.unknown())),
  Status: z.enum(['active', 'paused', 'finished']),
  NextDate: z.nullable(text),
  Count: z.int(),
  LastInvoice: z.nullable(text),
});
