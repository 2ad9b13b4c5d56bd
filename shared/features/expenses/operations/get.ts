import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { expenseRecord } from '../present.ts';
import { expenseParams } from '../schema.ts';
import { getExpense } from '../service.ts';

/** Get an expense. */
export const expensesGet = apiOperation({
  name: 'expenses.get',
  method: 'GET',
  path: '/api/expense/get/{id}',
  handler: 'functions/expenses/get.ts',
  access: 'staff-expenses',
  body: 'none',
  table: read,
  summary: 'Get an expense',
  tag: 'Purchases',
  params: expenseParams,
  success: { kind: 'json', schema: answers.expense },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'expenses'>) => {
    const { id } = parse(expenseParams, params, 'The path');
    return json(expenseRecord(await getExpense(deps, principal, id)));
  },
});
