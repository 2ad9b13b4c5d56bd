import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { purchasesStore } from '../../shared/adapters/dynamodb/purchases-store.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { purchasesAction } from '../../shared/features/purchases/operations/action.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(purchasesAction, {
  ...apiPorts,
  purchases: purchasesStore,
  storedFiles: s3StoredFiles,
});
