import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { expensesGet } from '../../shared/features/expenses/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(expensesGet, dynamoPorts);
