import * as z from 'zod/mini';
import { calendarDate } from '../../kernel/validation.ts';

/** `PUT .../action/latefee/invoice/{id}`: optional; the Date the interest runs to, default the account's today. */
export const lateFeeInput = z.strictObject({ Date: z.optional(calendarDate) });

/** A late-fee body, parsed. */
export type LateFeeInput = z.output<typeof lateFeeInput>;
