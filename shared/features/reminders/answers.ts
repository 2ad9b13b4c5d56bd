/**
 * The reminders feature's answers as schemas, for the API description: what its presenters give. The
 * integration tests check every JSON answer they receive against these.
 */
import * as z from 'zod/mini';

/** `GET` and `PUT /api/account/reminders` (docs/api.md §14). */
export const reminderSettings = z.object({ Enabled: z.boolean(), Days: z.array(z.int()) });
