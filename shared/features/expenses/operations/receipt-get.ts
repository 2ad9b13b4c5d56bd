import { storedFileOrLinkAnswer } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Ports, Stores } from '../../ports.ts';
import { RECEIPT_TYPES } from '../model.ts';
import { receiptOf } from '../receipts.ts';
import { expenseParams } from '../schema.ts';

/** An expense's receipt, as it was sent (over 4 MiB, a link to it). */
export const expensesReceiptGet = apiOperation({
  name: 'expenses.receipt-get',
  method: 'GET',
  path: '/api/expense/receipt/{id}',
  handler: 'functions/expenses/receipt-get.ts',
  access: 'staff-expenses',
  body: 'none',
  storedFiles: 'read',
  table: read,
  summary: "An expense's receipt, byte for byte",
  tag: 'Purchases',
  params: expenseParams,
  success: { kind: 'file', types: RECEIPT_TYPES, linked: true },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'expenses'> & Pick<Ports, 'storedFiles'>) => {
    const { id } = parse(expenseParams, params, 'The path');
    return storedFileOrLinkAnswer(await receiptOf(deps, principal, id));
  },
});
