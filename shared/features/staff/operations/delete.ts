import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { staffParams } from '../schema.ts';
import { deleteStaff } from '../service.ts';

/** Delete a staff user. */
export const staffDelete = apiOperation({
  name: 'staff.delete',
  method: 'DELETE',
  path: '/api/staff/delete/{user_id}',
  handler: 'functions/staff/delete.ts',
  access: 'owner',
  body: 'none',
  table: write,
  summary: 'Delete a staff user',
  tag: 'Staff',
  params: staffParams,
  success: yes,
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'accounts'>) => {
    const { user_id } = parse(staffParams, params, 'The path');
    await deleteStaff(deps, principal, user_id);
    return text('true');
  },
});
