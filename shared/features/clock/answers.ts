/**
 * The clock feature's answers as schemas, for the API description: what its presenters give. The
 * integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';
import { dateTime } from '../../kernel/answers.ts';

/** `GET` and `PUT /api/account/clock` (docs/api.md §13). */
export const accountClock = z.object({ now: dateTime, simulated: z.boolean() });
