import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { recurringParams, recurringUpdateInput } from '../schema.ts';
import { updateRecurring } from '../service.ts';

/** Update a recurring profile (the invoices made after). */
export const recurringUpdate = apiOperation({
  name: 'recurring.update',
  method: 'PUT',
  path: '/api/recurring/update/{id}',
  handler: 'functions/recurring/update.ts',
  access: 'staff-invoices',
  body: 'json',
  table: write,
  summary: 'Update a recurring profile (the invoices made after)',
  tag: 'Recurring',
  params: recurringParams,
  input: recurringUpdateInput,
  example: { Send: 'draft', EndDate: '2027-12-31' },
  success: yes,
  errors: [404, 409],
  run: async ({ principal, params, body }, deps: Pick<Stores, 'accounts' | 'recurring'>) => {
    const { id } = parse(recurringParams, params, 'The path');
    await updateRecurring(deps, principal, id, parse(recurringUpdateInput, body, 'The recurring profile'));
    return text('true');
  },
});
