import { expensesCreate } from './create.ts';
import { expensesDelete } from './delete.ts';
import { expensesGet } from './get.ts';
import { expensesList } from './list.ts';
import { expensesReceiptAttach } from './receipt-attach.ts';
import { expensesReceiptGet } from './receipt-get.ts';
import { expensesReceiptSet } from './receipt-set.ts';
import { expensesReceiptUpload } from './receipt-upload.ts';
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
  expensesReceiptUpload,
  expensesReceiptAttach,
] as const;
