import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { expensesReceiptSet } from '../../shared/features/expenses/operations/receipt-set.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(expensesReceiptSet, { ...dynamoPorts, storedFiles: s3StoredFiles });
