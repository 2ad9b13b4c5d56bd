import { listOperation } from '../../../http/list-operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { recurringRecord } from '../present.ts';
import { recurringListQuery } from '../schema.ts';
import { listRecurring } from '../service.ts';

/** List recurring profiles. */
export const recurringList = listOperation({
  name: 'recurring.list',
  path: '/api/recurring/list',
  handler: 'functions/recurring/list.ts',
  access: 'staff-invoices',
  summary: 'List recurring profiles',
  tag: 'Recurring',
  query: recurringListQuery,
  item: answers.recurringRecord,
  list: 'recurring',
  read: (deps: Pick<Stores, 'recurring'>, principal, q, start) =>
    listRecurring(deps, principal, { clientId: q.client_id, status: q.status }, q.limit, start),
  present: recurringRecord,
});
