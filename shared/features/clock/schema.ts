import * as z from 'zod/mini';

/** `PUT /api/account/clock`: the time to move the account's clock to. */
export const clockInput = z.strictObject({
  now: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time with its zone (2027-01-10T09:00:00Z)' }),
});

/** A clock body, parsed. */
export type ClockInput = z.output<typeof clockInput>;
