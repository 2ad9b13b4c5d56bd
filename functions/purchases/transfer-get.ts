import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { purchasesTransferGet } from '../../shared/features/purchases/operations/transfer-get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(purchasesTransferGet, { ...dynamoPorts, storedFiles: s3StoredFiles });
