import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { expensesDelete } from '../../shared/features/expenses/operations/delete.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(expensesDelete, dynamoPorts);
