import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { s3Archive } from '../../shared/adapters/s3/archive.ts';
import { auditArchiveFile } from '../../shared/features/audit/operations/archive-file.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(auditArchiveFile, { ...apiPorts, documents: documentsStore, archive: s3Archive });
