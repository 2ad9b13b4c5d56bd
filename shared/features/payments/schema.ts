import * as z from 'zod/mini';
import { limitParam } from '../../kernel/pagination.ts';
import { calendarDate, filterDate, idText, line, paragraph, positiveAmount } from '../../kernel/validation.ts';
import { paymentMethods } from '../documents/model.ts';
import { documentNumber } from '../documents/schema.ts';

const method = z.enum(paymentMethods, `must be one of ${paymentMethods.join(', ')}`);

/** The payment create body (docs/api.md §8); the Amount's decimals are checked against the invoice's currency. */
export const paymentInput = z.strictObject({
  Invoice: documentNumber,
  Amount: positiveAmount,
  Date: z.optional(calendarDate),
  Method: z._default(method, 'other'),
  Reference: z.optional(line(100)),
  Notes: z.optional(paragraph(5000)),
});

/** A payment create body, parsed. */
export type PaymentInput = z.output<typeof paymentInput>;

/** The path of an operation on one payment: its payment_id. */
export const paymentParams = z.strictObject({ id: idText('a payment_id') });

/** The payment list's query: paging and the filters of docs/api.md §8. */
export const paymentListQuery = z.strictObject({
  limit: limitParam,
  cursor: z.optional(z.string()),
  folder: z._default(z.enum(['active', 'deleted']), 'active'),
  invoice: z.optional(documentNumber),
  client_id: z.optional(idText('a client_id')),
  date_from: z.optional(filterDate),
  date_to: z.optional(filterDate),
  method: z.optional(method),
});
