import { catalogStore } from '../../shared/adapters/dynamodb/catalog-store.ts';
import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { suppliersStore } from '../../shared/adapters/dynamodb/suppliers-store.ts';
import { suppliersCreate } from '../../shared/features/suppliers/operations/create.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(suppliersCreate, {
  ...changePorts,
  sequences: sequencesStore,
  catalog: catalogStore,
  suppliers: suppliersStore,
});
