import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { expensesUpdate } from '../../shared/features/expenses/operations/update.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(expensesUpdate, dynamoPorts);
