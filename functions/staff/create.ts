import { json } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { staffCreate } from '../../shared/staff/schema.ts';
import { createStaff } from '../../shared/staff/service.ts';
import { parse } from '../../shared/validation.ts';

export const handler = apiHandler('staff.create', async ({ principal, body }) => {
  const created = await createStaff(principal, parse(staffCreate, body, 'The staff user'));
  return json(created);
});
