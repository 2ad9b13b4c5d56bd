import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { documentsCancel } from '../../shared/features/documents/operations/cancel.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsCancel, {
  ...apiPorts,
  sequences: sequencesStore,
  documents: documentsStore,
});
