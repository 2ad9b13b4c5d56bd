import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { staffCreateInput } from '../schema.ts';
import { createStaff } from '../service.ts';

/** Create a staff user. */
export const staffCreate = apiOperation({
  name: 'staff.create',
  method: 'POST',
  path: '/api/staff/create',
  handler: 'functions/staff/create.ts',
  access: 'owner',
  body: 'json',
  table: write,
  summary: 'Create a staff user',
  tag: 'Staff',
  input: staffCreateInput,
  example: {
    Email: 'sam@atelier.example',
    Tabs: { Estimates: true, Invoices: true, Expenses: false },
    Clients: [1, 2],
  },
  success: { kind: 'json', schema: answers.staffCreated },
  errors: [409],
  run: async ({ principal, body }, deps: Pick<Stores, 'accounts' | 'clients' | 'sequences'>) => {
    const created = await createStaff(deps, principal, parse(staffCreateInput, body, 'The staff user'));
    return json(created);
  },
});
