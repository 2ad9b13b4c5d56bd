import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { receivables } from '../aging.ts';
import * as answers from '../answers.ts';
import { receivablesQuery } from '../schema.ts';

/** What clients owe, aged by days past DueDate on the account's today. */
export const reportReceivables = apiOperation({
  name: 'report.receivables',
  method: 'GET',
  path: '/api/report/receivables',
  handler: 'functions/reports/receivables.ts',
  access: 'staff-invoices',
  body: 'none',
  table: read,
  summary: 'Receivables: what clients owe, aged',
  tag: 'Reports',
  query: receivablesQuery,
  success: { kind: 'json', schema: answers.receivablesReport },
  run: async ({ principal, query }, deps: Pick<Stores, 'accounts' | 'clients' | 'reports'>) => {
    parse(receivablesQuery, query, 'The query');
    return json(await receivables(deps, principal));
  },
});
