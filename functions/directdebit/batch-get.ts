import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { directDebitStore } from '../../shared/adapters/dynamodb/directdebit-store.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { directDebitBatchGet } from '../../shared/features/directdebit/operations/batch-get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(directDebitBatchGet, {
  ...apiPorts,
  directDebits: directDebitStore,
  storedFiles: s3StoredFiles,
});
