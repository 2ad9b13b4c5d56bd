import { catalogStore } from '../../shared/adapters/dynamodb/catalog-store.ts';
import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { expensesStore } from '../../shared/adapters/dynamodb/expenses-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { suppliersStore } from '../../shared/adapters/dynamodb/suppliers-store.ts';
import { expensesUpdate } from '../../shared/features/expenses/operations/update.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(expensesUpdate, {
  ...changePorts,
  sequences: sequencesStore,
  catalog: catalogStore,
  suppliers: suppliersStore,
  expenses: expensesStore,
});
