import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { expenseRecord } from '../present.ts';
import { expenseCreate } from '../schema.ts';
import { createExpense } from '../service.ts';

/** Create an expense. */
export const expensesCreate = apiOperation({
  name: 'expenses.create',
  method: 'POST',
  path: '/api/expense/create',
  handler: 'functions/expenses/create.ts',
  access: 'staff-expenses',
  body: 'json',
  table: write,
  summary: 'Create an expense (a receipt or ticket) in an expense category',
  tag: 'Purchases',
  input: expenseCreate,
  example: {
    Date: '2026-03-03',
    Category: 'Repas',
    Description: 'Déjeuner client',
    Currency: 'EUR',
    Amount: 64.9,
    VAT: 10,
  },
  success: { kind: 'json', schema: answers.expense },
  run: async (
    { principal, body },
    deps: Pick<Stores, 'accounts' | 'catalog' | 'expenses' | 'sequences' | 'suppliers'>,
  ) => {
    const expense = await createExpense(deps, principal, parse(expenseCreate, body, 'The expense'));
    return json(expenseRecord(expense), { location: `/api/expense/get/${expense.expenseId}` });
  },
});
