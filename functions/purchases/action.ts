import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { purchasesAction } from '../../shared/features/purchases/operations/action.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(purchasesAction, { ...dynamoPorts, storedFiles: s3StoredFiles });
