import * as z from 'zod/mini';

const day = z
  .int('must be whole numbers of days')
  .check(z.gte(-60, 'must be from -60 to 365'), z.lte(365, 'must be from -60 to 365'));

/** `PUT /api/account/reminders`: partial; `Days` sent holds 1 to 10 distinct days. */
export const remindersInput = z.strictObject({
  Enabled: z.optional(z.boolean('must be true or false')),
  Days: z.optional(
    z.array(day).check(
      z.minLength(1, 'must hold 1 to 10 days (to stop reminders, set Enabled false)'),
      z.maxLength(10, 'must hold 1 to 10 days'),
      z.refine((days: number[]) => new Set(days).size === days.length, 'must not repeat a day'),
    ),
  ),
});

/** A reminder settings body, parsed. */
export type RemindersInput = z.output<typeof remindersInput>;
