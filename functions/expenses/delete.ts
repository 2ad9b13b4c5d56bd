import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { expensesStore } from '../../shared/adapters/dynamodb/expenses-store.ts';
import { expensesDelete } from '../../shared/features/expenses/operations/delete.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(expensesDelete, { ...apiPorts, expenses: expensesStore });
