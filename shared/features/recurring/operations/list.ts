import { apiOperation } from '../../../http/operation.ts';
import { listAnswer } from '../../../http/pages.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { recurringRecord } from '../present.ts';
import { recurringListQuery } from '../schema.ts';
import { listRecurring } from '../service.ts';

/** List recurring profiles. */
export const recurringList = apiOperation({
  name: 'recurring.list',
  method: 'GET',
  path: '/api/recurring/list',
  handler: 'functions/recurring/list.ts',
  access: 'staff-invoices',
  body: 'none',
  usesSigningKey: true,
  table: read,
  summary: 'List recurring profiles',
  tag: 'Recurring',
  query: recurringListQuery,
  success: { kind: 'page', item: answers.recurringRecord },
  run: async ({ principal, query, event }, deps: Pick<Stores, 'recurring'>) => {
    const q = parse(recurringListQuery, query, 'The query');
    return listAnswer(
      event,
      principal.accountId,
      { kind: 'recurring', query: q },
      (start) => listRecurring(deps, principal, { clientId: q.client_id, status: q.status }, q.limit, start),
      recurringRecord,
    );
  },
});
