import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { expensesStore } from '../../shared/adapters/dynamodb/expenses-store.ts';
import { expensesList } from '../../shared/features/expenses/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(expensesList, { ...apiPorts, expenses: expensesStore });
