import * as z from 'zod/mini';
import { calendarDate } from '../../kernel/validation.ts';

/** A batch's create body (docs/api.md §19). */
export const batchCreate = z.strictObject({ CollectionDate: calendarDate });

/** The path of a batch's file. */
export const batchParams = z.strictObject({
  id: z.pipe(z.string().check(z.regex(/^\d{1,12}$/, 'must be a batch_id')), z.transform(Number)),
});
