import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { s3Archive } from '../../shared/adapters/s3/archive.ts';
import { auditArchive } from '../../shared/features/audit/operations/archive.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { archiveWriters } from '../../shared/renderers/writers.ts';

export const handler = apiHandler(auditArchive, {
  ...apiPorts,
  clients: clientsStore,
  documents: documentsStore,
  archive: s3Archive,
  writers: archiveWriters,
});
