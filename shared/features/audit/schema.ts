import * as z from 'zod/mini';
import { parseInstant } from '../../kernel/dates.ts';
import { limitParam } from '../../kernel/pagination.ts';
import { journalKinds } from './model.ts';

/** A bound on At: an ISO date (a whole day, in UTC) or date-time, as the ISO instant it means. */
const bound = (end: boolean) =>
  z.pipe(
    z
      .string()
      .check(
        z.refine(
          (v) => parseInstant(v) !== undefined,
          'must be an ISO 8601 date (YYYY-MM-DD) or date and time (2026-03-15T10:00:00Z)',
        ),
      ),
    z.transform((v) => new Date(parseInstant(v, end)!).toISOString()),
  );

/** The journal list's query (docs/api.md §22): paging, an exact kind, At from and to (inclusive). */
export const journalQuery = z.strictObject({
  limit: limitParam,
  cursor: z.optional(z.string()),
  kind: z.optional(z.enum(journalKinds, `must be one of ${journalKinds.join(', ')}`)),
  from: z.optional(bound(false)),
  to: z.optional(bound(true)),
});
