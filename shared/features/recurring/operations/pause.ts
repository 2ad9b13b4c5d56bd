import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { recurringParams } from '../schema.ts';
import { pauseRecurring } from '../service.ts';

/** Pause a recurring profile. */
export const recurringPause = apiOperation({
  name: 'recurring.pause',
  method: 'PUT',
  path: '/api/recurring/action/pause/{id}',
  handler: 'functions/recurring/pause.ts',
  access: 'staff-invoices',
  body: 'none',
  table: write,
  summary: 'Pause a recurring profile',
  tag: 'Recurring',
  params: recurringParams,
  success: yes,
  errors: [404, 409],
  run: async ({ principal, params }, deps: Pick<Stores, 'accounts' | 'recurring'>) => {
    await pauseRecurring(deps, principal, parse(recurringParams, params, 'The path').id);
    return text('true');
  },
});
