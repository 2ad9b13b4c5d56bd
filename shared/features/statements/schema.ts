import * as z from 'zod/mini';
import { calendarDate } from '../documents/schema.ts';

/** The statement's range: `from` and `to`, calendar dates, both optional. */
export const statementQuery = z.strictObject({ from: z.optional(calendarDate), to: z.optional(calendarDate) });

/** A statement query, parsed. */
export type StatementQuery = z.output<typeof statementQuery>;
