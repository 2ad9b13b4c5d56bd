import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { StoresAndQueue } from '../../ports.ts';
import { recurringParams } from '../schema.ts';
import { resumeRecurring } from '../service.ts';

/** Resume a recurring profile at its first date not before today. */
export const recurringResume = apiOperation({
  name: 'recurring.resume',
  method: 'PUT',
  path: '/api/recurring/action/resume/{id}',
  handler: 'functions/recurring/resume.ts',
  access: 'staff-invoices',
  body: 'none',
  table: write,
  sendsTo: ['account-runs'],
  summary: 'Resume a recurring profile at its first date not before today',
  tag: 'Recurring',
  params: recurringParams,
  success: yes,
  errors: [404, 409],
  run: async ({ principal, params }, deps: StoresAndQueue<'accounts' | 'recurring'>) => {
    await resumeRecurring(deps, principal, parse(recurringParams, params, 'The path').id);
    return text('true');
  },
});
