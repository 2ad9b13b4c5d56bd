import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { s3Archive } from '../../shared/adapters/s3/archive.ts';
import { auditArchiveFile } from '../../shared/features/audit/operations/archive-file.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(auditArchiveFile, { ...dynamoPorts, archive: s3Archive });
