import * as z from 'zod/mini';
import { parseInstant } from '../../kernel/dates.ts';
import { limitParam } from '../../kernel/pagination.ts';
import { idText, text } from '../../kernel/validation.ts';
import { fold } from './search.ts';

/** A client_id in a path: a positive whole number. */
export const clientIdParam = z.strictObject({ id: idText('a client_id') });

const filter = z.optional(z.pipe(text(200).check(z.minLength(1, 'must not be empty')), z.transform(fold)));
const instant = (end: boolean) =>
  z.optional(
    z.pipe(
      z.string(),
      z.transform((s: string, ctx) => {
        const ms = parseInstant(s, end);
        if (ms === undefined) {
          ctx.issues.push({
            code: 'custom',
            message: 'must be an ISO date (2026-03-01) or date-time (2026-03-01T12:00:00Z)',
            input: s,
          });
          return z.NEVER;
        }
        return ms;
      }),
    ),
  );

/** The client list's query: paging, folder and the ten filters of docs/api.md §5. */
export const clientListQuery = z.strictObject({
  limit: limitParam,
  cursor: z.optional(z.string()),
  folder: z._default(z.enum(['active', 'archived', 'deleted']), 'active'),
  organization: filter,
  email: filter,
  contact: filter,
  notes: filter,
  address: filter,
  country: filter,
  city: filter,
  created_from: instant(false),
  created_to: instant(true),
});
