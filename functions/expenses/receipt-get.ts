import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { expensesReceiptGet } from '../../shared/features/expenses/operations/receipt-get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(expensesReceiptGet, { ...dynamoPorts, storedFiles: s3StoredFiles });
