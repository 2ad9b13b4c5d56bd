import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { expenseRecord } from '../present.ts';
import { expenseParams, expenseUpdate } from '../schema.ts';
import { updateExpense } from '../service.ts';

/** Update an expense: the fields sent. */
export const expensesUpdate = apiOperation({
  name: 'expenses.update',
  method: 'PUT',
  path: '/api/expense/update/{id}',
  handler: 'functions/expenses/update.ts',
  access: 'staff-expenses',
  body: 'json',
  table: write,
  summary: 'Update an expense (the fields sent; amounts sent replace the amounts)',
  tag: 'Purchases',
  params: expenseParams,
  input: expenseUpdate,
  example: { Description: 'Déjeuner client (2 couverts)' },
  success: { kind: 'json', schema: answers.expense },
  errors: [404],
  run: async ({ principal, params, body }, deps: Pick<Stores, 'catalog' | 'expenses' | 'sequences' | 'suppliers'>) => {
    const { id } = parse(expenseParams, params, 'The path');
    return json(expenseRecord(await updateExpense(deps, principal, id, parse(expenseUpdate, body, 'The expense'))));
  },
});
