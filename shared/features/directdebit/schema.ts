import * as z from 'zod/mini';
import { limitParam } from '../../kernel/pagination.ts';
import { calendarDate } from '../../kernel/validation.ts';

/** A batch's create body (docs/api.md §19). */
export const batchCreate = z.strictObject({ CollectionDate: calendarDate });

/** The query of the batches' list: paging only. */
export const batchListQuery = z.strictObject({ limit: limitParam, cursor: z.optional(z.string()) });

/** The path of a batch's file. */
export const batchParams = z.strictObject({
  id: z.pipe(z.string().check(z.regex(/^\d{1,12}$/, 'must be a batch_id')), z.transform(Number)),
});
