import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { expensesCreate } from '../../shared/features/expenses/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(expensesCreate, dynamoPorts);
