import { z } from 'zod';
import { parseInstant } from '../dates.ts';
import { limitParam } from '../pagination.ts';
import { fold } from './search.ts';

/** A client_id in a path: a positive whole number. */
export const clientIdParam = z.strictObject({
  id: z.string().regex(/^[1-9]\d{0,11}$/, 'must be a client_id (a positive whole number)').transform(Number),
});

const text = z.string().min(1, 'must not be empty').max(200).refine((s) => !/[\u0000-\u001f]/.test(s), 'must not contain control characters').transform(fold);
const instant = (end: boolean) =>
  z.string().transform((s, ctx) => {
    const ms = parseInstant(s, end);
    if (ms === undefined) ctx.addIssue({ code: 'custom', message: 'must be an ISO date (2026-03-01) or date-time (2026-03-01T12:00:00Z)' });
    return ms ?? 0;
  });

/** The client list's query: paging, folder and the ten filters of contract section 5. */
export const clientListQuery = z.strictObject({
  limit: limitParam,
  cursor: z.string().optional(),
  folder: z.enum(['active', 'archived', 'deleted']).default('active'),
  organization: text.optional(),
  email: text.optional(),
  contact: text.optional(),
  notes: text.optional(),
  address: text.optional(),
  country: text.optional(),
  city: text.optional(),
  created_from: instant(false).optional(),
  created_to: instant(true).optional(),
});
