import { staffParams } from '../../shared/features/staff/schema.ts';
import { deleteStaff } from '../../shared/features/staff/service.ts';
import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('staff.delete', async ({ principal, params }) => {
  const { user_id } = parse(staffParams, params, 'The path');
  await deleteStaff(principal, user_id);
  return text('true');
});
