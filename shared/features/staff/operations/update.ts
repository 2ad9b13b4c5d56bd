import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { staffParams, staffUpdateInput } from '../schema.ts';
import { staffRecord, updateStaff } from '../service.ts';

/** Update a staff user. */
export const staffUpdate = apiOperation({
  name: 'staff.update',
  method: 'PUT',
  path: '/api/staff/update/{user_id}',
  handler: 'functions/staff/update.ts',
  access: 'owner',
  body: 'json',
  table: write,
  summary: 'Update a staff user',
  tag: 'Staff',
  params: staffParams,
  input: staffUpdateInput,
  example: { Tabs: { Invoices: false } },
  success: { kind: 'json', schema: answers.staffUser },
  errors: [404],
  run: async ({ principal, params, body }, deps: Pick<Stores, 'accounts' | 'clients'>) => {
    const { user_id } = parse(staffParams, params, 'The path');
    return json(
      staffRecord(await updateStaff(deps, principal, user_id, parse(staffUpdateInput, body, 'The staff user'))),
    );
  },
});
