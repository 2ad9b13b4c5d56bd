import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { purchasesTransferCreate } from '../../shared/features/purchases/operations/transfer-create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(purchasesTransferCreate, { ...dynamoPorts, storedFiles: s3StoredFiles });
