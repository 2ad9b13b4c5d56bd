import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { reference, write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { StoresAndQueue } from '../../ports.ts';
import { recurringCreateInput } from '../schema.ts';
import { createRecurring } from '../service.ts';

/** Create a recurring profile. */
export const recurringCreate = apiOperation({
  name: 'recurring.create',
  method: 'POST',
  path: '/api/recurring/create',
  handler: 'functions/recurring/create.ts',
  access: 'staff-invoices',
  body: 'json',
  table: write,
  sendsTo: ['account-runs'],
  summary: 'Create a recurring profile',
  tag: 'Recurring',
  input: recurringCreateInput,
  example: {
    Name: 'Monthly maintenance',
    Client: { Reference: 'ACME' },
    Frequency: 'monthly',
    StartDate: '2027-01-01',
    DueDays: 30,
    Send: 'email',
    Items: [{ Description: 'Maintenance', UnitRate: 300, Quantity: 1, VAT: 20 }],
  },
  success: reference,
  run: async ({ principal, body }, deps: StoresAndQueue<'accounts' | 'clients' | 'recurring' | 'sequences'>) => {
    const profile = await createRecurring(deps, principal, parse(recurringCreateInput, body, 'The recurring profile'));
    return text(`Reference: ${profile.recurringId}`, { location: `/api/recurring/get/${profile.recurringId}` });
  },
});
