import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { purchasesFile } from '../../shared/features/purchases/operations/file.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(purchasesFile, { ...dynamoPorts, storedFiles: s3StoredFiles });
