import { staffListQuery } from '../../shared/features/staff/schema.ts';
import { listStaff, staffRecord } from '../../shared/features/staff/service.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { listAnswer } from '../../shared/http/pages.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('staff.list', async ({ principal, query, event }) => {
  const q = parse(staffListQuery, query, 'The query');
  return listAnswer(
    event,
    principal.accountId,
    { kind: 'staff', query: q },
    (start) => listStaff(principal, q.limit, start),
    staffRecord,
  );
});
