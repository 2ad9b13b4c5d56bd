import { apiHandler } from '../../shared/http/api-handler.ts';
import { pageAnswer } from '../../shared/http/pages.ts';
import { decodeCursor } from '../../shared/pagination.ts';
import { staffListQuery } from '../../shared/staff/schema.ts';
import { listStaff, staffRecord } from '../../shared/staff/service.ts';
import { parse } from '../../shared/validation.ts';

export const handler = apiHandler('staff.list', async ({ principal, query, event }) => {
  const { limit, cursor } = parse(staffListQuery, query, 'The query');
  const page = await listStaff(principal, limit, decodeCursor(principal.accountId, 'staff', cursor));
  return pageAnswer(event, principal.accountId, 'staff', { items: page.items.map(staffRecord), next: page.next });
});
