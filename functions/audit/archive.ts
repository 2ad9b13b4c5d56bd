import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { s3Archive } from '../../shared/adapters/s3/archive.ts';
import { auditArchive } from '../../shared/features/audit/operations/archive.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { archiveWriters } from '../../shared/renderers/writers.ts';

export const handler = apiHandler(auditArchive, { ...dynamoPorts, archive: s3Archive, writers: archiveWriters });
