import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { purchasesImport } from '../../shared/features/purchases/operations/import.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(purchasesImport, { ...dynamoPorts, storedFiles: s3StoredFiles });
