import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { purchasesStore } from '../../shared/adapters/dynamodb/purchases-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { suppliersStore } from '../../shared/adapters/dynamodb/suppliers-store.ts';
import { workStore } from '../../shared/adapters/dynamodb/work-store.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { purchasesTransferCreate } from '../../shared/features/purchases/operations/transfer-create.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(purchasesTransferCreate, {
  ...changePorts,
  sequences: sequencesStore,
  suppliers: suppliersStore,
  purchases: purchasesStore,
  storedFiles: s3StoredFiles,
  work: workStore,
});
