import { z } from 'zod';
import { limitParam } from '../pagination.ts';
import { documentTypes } from './model.ts';
import { calendarDate, documentNumber } from './schema.ts';

const type = z.enum(documentTypes, 'must be invoice or estimate');

export const documentTypeParam = z.strictObject({ type });
export const documentParams = z.strictObject({ type, id: documentNumber });

/** The document list's query: paging and the filters of contract section 5. */
export const documentListQuery = z.strictObject({
  limit: limitParam,
  cursor: z.string().optional(),
  folder: z.enum(['active', 'archived', 'deleted']).default('active'),
  client_id: z.string().regex(/^[1-9]\d{0,11}$/, 'must be a client_id').transform(Number).optional(),
  date_from: calendarDate.optional(),
  date_to: calendarDate.optional(),
  status: z.string().max(20).optional(),
});
