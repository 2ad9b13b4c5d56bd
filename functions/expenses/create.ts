import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { catalogStore } from '../../shared/adapters/dynamodb/catalog-store.ts';
import { expensesStore } from '../../shared/adapters/dynamodb/expenses-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { suppliersStore } from '../../shared/adapters/dynamodb/suppliers-store.ts';
import { expensesCreate } from '../../shared/features/expenses/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(expensesCreate, {
  ...apiPorts,
  sequences: sequencesStore,
  catalog: catalogStore,
  suppliers: suppliersStore,
  expenses: expensesStore,
});
