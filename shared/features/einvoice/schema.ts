import * as z from 'zod/mini';
import { amount, instantInRange, line } from '../../kernel/validation.ts';
import { lifecycleStatuses } from '../documents/lifecycle.ts';
import { documentNumber } from '../documents/schema.ts';

/** A lifecycle status reported through the API (docs/api.md §17): a status of the list, when (ISO 8601 with its zone), why. */
export const lifecycleInput = z.strictObject({
  Status: z.enum(lifecycleStatuses, `must be one of ${lifecycleStatuses.join(', ')}`),
  At: z.optional(instantInRange),
  Reason: z.optional(line(1000)),
  /** `cashed`: the amount cashed, in the document's currency; records the payment if not recorded yet. */
  Amount: z.optional(amount.check(z.refine((v: string) => Number(v) > 0, 'must be above 0'))),
});

/** The lifecycle PUT's body, parsed. */
export type LifecycleInput = z.output<typeof lifecycleInput>;

/** The documents a platform takes: invoices and credit notes. */
export const transmittableParams = z.strictObject({
  type: z.enum(['invoice', 'creditnote'], 'must be invoice or creditnote'),
  id: documentNumber,
});
