import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { expensesStore } from '../../shared/adapters/dynamodb/expenses-store.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { expensesReceiptGet } from '../../shared/features/expenses/operations/receipt-get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(expensesReceiptGet, {
  ...apiPorts,
  expenses: expensesStore,
  storedFiles: s3StoredFiles,
});
