import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { expensesStore } from '../../shared/adapters/dynamodb/expenses-store.ts';
import { expensesGet } from '../../shared/features/expenses/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(expensesGet, { ...apiPorts, expenses: expensesStore });
