import { catalogStore } from '../../shared/adapters/dynamodb/catalog-store.ts';
import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { purchasesStore } from '../../shared/adapters/dynamodb/purchases-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { suppliersStore } from '../../shared/adapters/dynamodb/suppliers-store.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { purchasesImportAttach } from '../../shared/features/purchases/operations/import-attach.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(purchasesImportAttach, {
  ...changePorts,
  sequences: sequencesStore,
  catalog: catalogStore,
  suppliers: suppliersStore,
  purchases: purchasesStore,
  storedFiles: s3StoredFiles,
});
