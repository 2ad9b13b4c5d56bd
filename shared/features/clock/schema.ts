import * as z from 'zod/mini';
import { instantInRange } from '../../kernel/validation.ts';

/** `PUT /api/account/clock`: the time to move the account's clock to (the account's dates are the service's dates). */
export const clockInput = z.strictObject({ now: instantInRange });

/** A clock body, parsed. */
export type ClockInput = z.output<typeof clockInput>;
