import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { revenueQuery } from '../schema.ts';
import { revenueReport } from '../service.ts';

/** What was sold in a range of months, per month or client. */
export const reportRevenue = apiOperation({
  name: 'report.revenue',
  method: 'GET',
  path: '/api/report/revenue',
  handler: 'functions/reports/revenue.ts',
  access: 'owner',
  body: 'none',
  table: read,
  summary: 'Revenue per month or client',
  tag: 'Reports',
  query: revenueQuery,
  success: { kind: 'json', schema: answers.revenueReport },
  run: async ({ principal, query }, deps: Pick<Stores, 'reports'>) =>
    json(await revenueReport(deps, principal, parse(revenueQuery, query, 'The query'))),
});
