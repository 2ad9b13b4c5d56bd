import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { staffParams } from '../../shared/staff/schema.ts';
import { deleteStaff } from '../../shared/staff/service.ts';
import { parse } from '../../shared/validation.ts';

export const handler = apiHandler('staff.delete', async ({ principal, params }) => {
  const { user_id } = parse(staffParams, params, 'The path');
  await deleteStaff(principal, user_id);
  return text('true');
});
