import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { payables } from '../aging.ts';
import * as answers from '../answers.ts';
import { receivablesQuery } from '../schema.ts';

/** What the business owes its suppliers, aged by days past DueDate on the account's today. */
export const reportPayables = apiOperation({
  name: 'report.payables',
  method: 'GET',
  path: '/api/report/payables',
  handler: 'functions/reports/payables.ts',
  access: 'owner',
  body: 'none',
  table: read,
  summary: 'Payables: what the business owes its suppliers, aged',
  tag: 'Reports',
  query: receivablesQuery,
  success: { kind: 'json', schema: answers.payablesReport },
  run: async ({ principal, query }, deps: Pick<Stores, 'accounts' | 'reports' | 'suppliers'>) => {
    parse(receivablesQuery, query, 'The query');
    return json(await payables(deps, principal));
  },
});
