import * as z from 'zod/mini';
import { filterDate } from '../../kernel/validation.ts';

/** The statement's range: `from` and `to`, calendar dates, both optional. */
export const statementQuery = z.strictObject({ from: z.optional(filterDate), to: z.optional(filterDate) });

/** A statement query, parsed. */
export type StatementQuery = z.output<typeof statementQuery>;
