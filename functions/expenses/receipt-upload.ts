import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { expensesStore } from '../../shared/adapters/dynamodb/expenses-store.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { expensesReceiptUpload } from '../../shared/features/expenses/operations/receipt-upload.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(expensesReceiptUpload, {
  ...changePorts,
  expenses: expensesStore,
  storedFiles: s3StoredFiles,
});
