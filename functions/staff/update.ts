import { staffParams, staffUpdate } from '../../shared/features/staff/schema.ts';
import { staffRecord, updateStaff } from '../../shared/features/staff/service.ts';
import { json } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('staff.update', async ({ principal, params, body }) => {
  const { user_id } = parse(staffParams, params, 'The path');
  return json(staffRecord(await updateStaff(principal, user_id, parse(staffUpdate, body, 'The staff user'))));
});
