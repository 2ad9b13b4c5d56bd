import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { vatQuery } from '../schema.ts';
import { vatReport } from '../service.ts';

/** The VAT to declare for a range of months, on invoices or on payments. */
export const reportVat = apiOperation({
  name: 'report.vat',
  method: 'GET',
  path: '/api/report/vat',
  handler: 'functions/reports/vat.ts',
  access: 'owner',
  body: 'none',
  table: read,
  summary: 'VAT per currency, category and rate',
  tag: 'Reports',
  query: vatQuery,
  success: { kind: 'json', schema: answers.vatReport },
  run: async ({ principal, query }, deps: Pick<Stores, 'reports'>) =>
    json(await vatReport(deps, principal, parse(vatQuery, query, 'The query'))),
});
