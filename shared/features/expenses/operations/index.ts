import { expensesCreate } from './create.ts';
import { expensesDelete } from './delete.ts';
import { expensesGet } from './get.ts';
import { expensesList } from './list.ts';
import { expensesReceiptGet } from './receipt-get.ts';
import { expensesReceiptSet } from './receipt-set.ts';
import { expensesUpdate } from './update.ts';

/** The expenses feature's API operations (shared/operations.ts lists every feature's). */
export const expensesOperations = [
  expensesCreate,
  expensesGet,
  expensesUpdate,
  expensesDelete,
  expensesList,
  expensesReceiptSet,
  expensesReceiptGet,
] as const;
