import { listOperation } from '../../../http/list-operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { expenseRecord } from '../present.ts';
import { expenseListQuery } from '../schema.ts';
import { listExpenses } from '../service.ts';

/** List expenses. */
export const expensesList = listOperation({
  name: 'expenses.list',
  path: '/api/expense/list',
  handler: 'functions/expenses/list.ts',
  access: 'staff-expenses',
  summary: 'List expenses, newest first (filters: category, supplier_id, from, to; staff: their own)',
  tag: 'Purchases',
  query: expenseListQuery,
  item: answers.expense,
  // A staff user's list is their own expenses: a cursor of theirs is bound to them.
  list: (q, _path, principal) => ({
    kind: `expenses-${principal.role === 'staff' ? principal.userId : 'all'}`,
    query: q,
  }),
  read: (deps: Pick<Stores, 'expenses'>, principal, q, start) =>
    listExpenses(
      deps,
      principal,
      { category: q.category, supplierId: q.supplier_id, from: q.from, to: q.to },
      q.limit,
      start,
    ),
  present: expenseRecord,
});
