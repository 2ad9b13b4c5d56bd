import { apiOperation } from '../../../http/operation.ts';
import { listAnswer } from '../../../http/pages.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { expenseRecord } from '../present.ts';
import { expenseListQuery } from '../schema.ts';
import { listExpenses } from '../service.ts';

/** List expenses. */
export const expensesList = apiOperation({
  name: 'expenses.list',
  method: 'GET',
  path: '/api/expense/list',
  handler: 'functions/expenses/list.ts',
  access: 'staff-expenses',
  body: 'none',
  usesSigningKey: true,
  table: read,
  summary: 'List expenses, newest first (filters: category, supplier_id, from, to; staff: their own)',
  tag: 'Purchases',
  query: expenseListQuery,
  success: { kind: 'page', item: answers.expense },
  run: async ({ principal, query, event }, deps: Pick<Stores, 'expenses'>) => {
    const q = parse(expenseListQuery, query, 'The query');
    const filters = { category: q.category, supplierId: q.supplier_id, from: q.from, to: q.to };
    return listAnswer(
      event,
      principal.accountId,
      { kind: `expenses-${principal.role === 'staff' ? principal.userId : 'all'}`, query: q },
      (start) => listExpenses(deps, principal, filters, q.limit, start),
      expenseRecord,
    );
  },
});
