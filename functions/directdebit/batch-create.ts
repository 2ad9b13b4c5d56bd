import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { directDebitStore } from '../../shared/adapters/dynamodb/directdebit-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { mandatesStore } from '../../shared/adapters/dynamodb/mandates-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { directDebitBatchCreate } from '../../shared/features/directdebit/operations/batch-create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(directDebitBatchCreate, {
  ...apiPorts,
  sequences: sequencesStore,
  documents: documentsStore,
  mandates: mandatesStore,
  directDebits: directDebitStore,
  storedFiles: s3StoredFiles,
});
