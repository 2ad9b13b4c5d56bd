import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { catalogStore } from '../../shared/adapters/dynamodb/catalog-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { suppliersStore } from '../../shared/adapters/dynamodb/suppliers-store.ts';
import { suppliersCreate } from '../../shared/features/suppliers/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(suppliersCreate, {
  ...apiPorts,
  sequences: sequencesStore,
  catalog: catalogStore,
  suppliers: suppliersStore,
});
