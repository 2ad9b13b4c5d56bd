import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { expensesList } from '../../shared/features/expenses/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(expensesList, dynamoPorts);
