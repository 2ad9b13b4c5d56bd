import * as z from 'zod/mini';
import { limitParam } from '../../kernel/pagination.ts';
import { idText } from '../../kernel/validation.ts';
import { entryStatuses } from '../bank-entries/model.ts';
import { documentNumber } from '../documents/schema.ts';

/** The path of an operation on one statement. */
export const statementParams = z.strictObject({ id: idText('a statement_id') });

/** The path of an operation on one bank entry. */
export const entryParams = z.strictObject({ id: idText('an entry_id') });

/** The entry list's query: paging, and the entries of one status or statement. */
export const entryListQuery = z.strictObject({
  limit: limitParam,
  cursor: z.optional(z.string()),
  status: z.optional(z.enum(entryStatuses, `must be one of ${entryStatuses.join(', ')}`)),
  statement_id: z.optional(idText('a statement_id')),
});

/** The match body: the invoice the entry pays. */
export const matchInput = z.strictObject({ Invoice: documentNumber });
