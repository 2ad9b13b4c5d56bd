import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { catalogStore } from '../../shared/adapters/dynamodb/catalog-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { suppliersStore } from '../../shared/adapters/dynamodb/suppliers-store.ts';
import { suppliersUpdate } from '../../shared/features/suppliers/operations/update.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(suppliersUpdate, {
  ...apiPorts,
  sequences: sequencesStore,
  catalog: catalogStore,
  suppliers: suppliersStore,
});
