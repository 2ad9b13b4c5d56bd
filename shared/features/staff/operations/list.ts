import { listOperation } from '../../../http/list-operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { staffListQuery } from '../schema.ts';
import { listStaff, staffRecord } from '../service.ts';

/** List staff users. */
export const staffList = listOperation({
  name: 'staff.list',
  path: '/api/staff/list',
  handler: 'functions/staff/list.ts',
  access: 'owner',
  summary: 'List staff users',
  tag: 'Staff',
  query: staffListQuery,
  item: answers.staffUser,
  list: 'staff',
  read: (deps: Pick<Stores, 'accounts'>, principal, q, start) => listStaff(deps, principal, q.limit, start),
  present: staffRecord,
});
