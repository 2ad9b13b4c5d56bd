/**
 * The payments feature's answers as schemas, for the API description: what its presenters give. The
 * integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { component, date, dateTime, number, text } from '../../kernel/answers.ts';

/** A payment (get and list, docs/api.md §8). */
export const payment = component(
  'Payment',
  z.object({
    payment_id: number,
    Invoice: text,
    client_id: z.optional(number),
    Amount: number,
    Currency: text,
    Date: date,
    Method: text,
    Reference: text,
    Notes: text,
    /** What the payment provider kept (docs/api.md §19). */
    Fee: z.optional(number),
    /** A refund: the payment_id it gives back (its Amount is below zero). */
    RefundOf: z.optional(number),
    CreateDate: dateTime,
    Folder: z.enum(['active', 'deleted']),
  }),
);
