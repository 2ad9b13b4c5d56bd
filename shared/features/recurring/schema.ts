import * as z from 'zod/mini';
import { limitParam } from '../../kernel/pagination.ts';
import { calendarDate, currencyCode, line, percent } from '../../kernel/validation.ts';
import { commentsInput, itemInput, MAX_ITEMS } from '../documents/schema.ts';
import { frequencies } from './schedule.ts';

const optional = z.optional;
const whole = (min: number, max: number, what: string) =>
  z.int(`must be a whole number from ${min} to ${max}`).check(z.gte(min, what), z.lte(max, what));

const terms = {
  Name: optional(line(200)),
  Frequency: z.enum(frequencies, `must be one of ${frequencies.join(', ')}`),
  Interval: optional(whole(1, 12, 'must be from 1 to 12')),
  StartDate: calendarDate,
  EndDate: optional(calendarDate),
  Occurrences: optional(whole(1, 1000, 'must be from 1 to 1000')),
  DueDays: optional(whole(0, 365, 'must be from 0 to 365')),
  Send: optional(z.enum(['draft', 'email'], 'must be draft or email')),
  Currency: optional(currencyCode),
  GeneralDiscount: optional(percent),
  Comments: optional(commentsInput),
  Items: z.array(itemInput).check(z.minLength(1, 'must hold at least one line'), z.maxLength(MAX_ITEMS)),
};

/** `POST /api/recurring/create`. */
export const recurringCreateInput = z
  .strictObject({ Client: z.strictObject({ Reference: z.string().check(z.minLength(1), z.maxLength(64)) }), ...terms })
  .check(
    z.refine((r) => !(r.EndDate !== undefined && r.Occurrences !== undefined), {
      message: 'send EndDate or Occurrences, not both',
      path: ['EndDate'],
    }),
    z.refine((r) => r.EndDate === undefined || r.EndDate >= r.StartDate, {
      message: 'is before StartDate',
      path: ['EndDate'],
    }),
  );

/** `PUT /api/recurring/update/{id}`: any of the terms; they apply to the invoices made after. */
export const recurringUpdateInput = z.strictObject({
  Name: terms.Name,
  Frequency: optional(terms.Frequency),
  Interval: terms.Interval,
  EndDate: optional(z.nullable(calendarDate)),
  Occurrences: optional(z.nullable(whole(1, 1000, 'must be from 1 to 1000'))),
  DueDays: terms.DueDays,
  Send: terms.Send,
  Currency: terms.Currency,
  GeneralDiscount: terms.GeneralDiscount,
  Comments: terms.Comments,
  Items: optional(terms.Items),
});

/** The path of a profile. */
export const recurringParams = z.strictObject({
  id: z.string().check(z.regex(/^[A-Za-z0-9-]{1,40}$/, 'must be a recurring_id (REC-0001)')),
});

/** `GET /api/recurring/list`'s query. */
export const recurringListQuery = z.strictObject({
  limit: limitParam,
  cursor: optional(z.string()),
  client_id: optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,11}$/, 'must be a client_id')),
      z.transform((s: string) => Number(s)),
    ),
  ),
  status: optional(z.enum(['active', 'paused', 'finished'], 'must be active, paused or finished')),
});

/** A create body, parsed. */
export type RecurringCreate = z.output<typeof recurringCreateInput>;
/** An update body, parsed. */
export type RecurringUpdate = z.output<typeof recurringUpdateInput>;
