import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { directDebitBatchCreate } from '../../shared/features/directdebit/operations/batch-create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(directDebitBatchCreate, { ...dynamoPorts, storedFiles: s3StoredFiles });
