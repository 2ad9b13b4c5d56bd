import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { expenseParams } from '../schema.ts';
import { deleteExpense } from '../service.ts';

/** Delete an expense. */
export const expensesDelete = apiOperation({
  name: 'expenses.delete',
  method: 'DELETE',
  path: '/api/expense/delete/{id}',
  handler: 'functions/expenses/delete.ts',
  access: 'staff-expenses',
  body: 'none',
  table: write,
  summary: 'Delete an expense',
  tag: 'Purchases',
  params: expenseParams,
  success: yes,
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'expenses'>) => {
    const { id } = parse(expenseParams, params, 'The path');
    await deleteExpense(deps, principal, id);
    return text('true');
  },
});
