import * as z from 'zod/mini';
import { limitParam } from '../../kernel/pagination.ts';
import { filterDate, idText } from '../../kernel/validation.ts';
import { documentTypes, statuses } from './model.ts';
import { documentNumber } from './schema.ts';

const type = z.enum(documentTypes, 'must be invoice, estimate or creditnote');

/** A path that names one document by its Number alone (the type is in the route). */
export const numberParam = z.strictObject({ id: documentNumber });

/** A path that names a document type. */
export const documentTypeParam = z.strictObject({ type });
/** A path that names one document: its type and Number. */
export const documentParams = z.strictObject({ type, id: documentNumber });

/** The document list's query: paging and the filters of docs/api.md §5. */
export const documentListQuery = z.strictObject({
  limit: limitParam,
  cursor: z.optional(z.string()),
  folder: z._default(z.enum(['active', 'archived', 'deleted']), 'active'),
  client_id: z.optional(idText('a client_id')),
  date_from: z.optional(filterDate),
  date_to: z.optional(filterDate),
  /** The invoices a recurring profile made (docs/api.md §13). */
  recurring: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{1,40}$/, 'must be a recurring_id (REC-0001)'))),
  /** A Status of some document type, or `overdue`: another value is a typo, not an empty list. */
  status: z.optional(
    z.enum(
      [...new Set([...Object.values(statuses).flat(), 'overdue'])] as [string, ...string[]],
      `must be a Status (${[...new Set(Object.values(statuses).flat())].join(', ')}) or overdue`,
    ),
  ),
});
