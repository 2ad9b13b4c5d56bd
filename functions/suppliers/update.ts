import { catalogStore } from '../../shared/adapters/dynamodb/catalog-store.ts';
import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { suppliersStore } from '../../shared/adapters/dynamodb/suppliers-store.ts';
import { suppliersUpdate } from '../../shared/features/suppliers/operations/update.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(suppliersUpdate, {
  ...changePorts,
  sequences: sequencesStore,
  catalog: catalogStore,
  suppliers: suppliersStore,
});
