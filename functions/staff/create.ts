import { staffCreate } from '../../shared/features/staff/schema.ts';
import { createStaff } from '../../shared/features/staff/service.ts';
import { json } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('staff.create', async ({ principal, body }) => {
  const created = await createStaff(principal, parse(staffCreate, body, 'The staff user'));
  return json(created);
});
