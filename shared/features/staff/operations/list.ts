import { apiOperation } from '../../../http/operation.ts';
import { listAnswer } from '../../../http/pages.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { staffListQuery } from '../schema.ts';
import { listStaff, staffRecord } from '../service.ts';

/** List staff users. */
export const staffList = apiOperation({
  name: 'staff.list',
  method: 'GET',
  path: '/api/staff/list',
  handler: 'functions/staff/list.ts',
  access: 'owner',
  body: 'none',
  usesSigningKey: true,
  table: read,
  summary: 'List staff users',
  tag: 'Staff',
  query: staffListQuery,
  success: { kind: 'page', item: answers.staffUser },
  run: async ({ principal, query, event }, deps: Pick<Stores, 'accounts'>) => {
    const q = parse(staffListQuery, query, 'The query');
    return listAnswer(
      event,
      principal.accountId,
      { kind: 'staff', query: q },
      (start) => listStaff(deps, principal, q.limit, start),
      staffRecord,
    );
  },
});
