import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { directDebitBatchGet } from '../../shared/features/directdebit/operations/batch-get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(directDebitBatchGet, { ...dynamoPorts, storedFiles: s3StoredFiles });
