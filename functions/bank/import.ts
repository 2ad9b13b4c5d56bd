import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { bankImport } from '../../shared/features/bank/operations/import.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(bankImport, { ...dynamoPorts, queue: sqsQueue, storedFiles: s3StoredFiles });
