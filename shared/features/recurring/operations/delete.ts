import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { recurringParams } from '../schema.ts';
import { deleteRecurring } from '../service.ts';

/** Delete a recurring profile (the invoices it made stay). */
export const recurringDelete = apiOperation({
  name: 'recurring.delete',
  method: 'DELETE',
  path: '/api/recurring/delete/{id}',
  handler: 'functions/recurring/delete.ts',
  access: 'staff-invoices',
  body: 'none',
  table: write,
  summary: 'Delete a recurring profile (the invoices it made stay)',
  tag: 'Recurring',
  params: recurringParams,
  success: yes,
  errors: [404, 409],
  run: async ({ principal, params }, deps: Pick<Stores, 'accounts' | 'recurring'>) => {
    await deleteRecurring(deps, principal, parse(recurringParams, params, 'The path').id);
    return text('true');
  },
});
