import * as z from 'zod/mini';
import { FIRST_DATE, isCalendarDate, LAST_DATE } from '../../kernel/dates.ts';

/** `PUT /api/account/clock`: the time to move the account's clock to. */
export const clockInput = z.strictObject({
  now: z.iso
    .datetime({ offset: true, message: 'must be an ISO 8601 date-time with its zone (2027-01-10T09:00:00Z)' })
    .check(
      // The account's dates are the service's dates: a clock past them would date what it makes outside them.
      z.refine(
        (v) => isCalendarDate(new Date(Date.parse(v)).toISOString().slice(0, 10)),
        `must fall from ${FIRST_DATE} to ${LAST_DATE}`,
      ),
    ),
});

/** A clock body, parsed. */
export type ClockInput = z.output<typeof clockInput>;
