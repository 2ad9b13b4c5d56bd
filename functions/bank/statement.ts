import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { s3StoredFiles } from '../../shared/adapters/s3/stored-files.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { bankStatementGet } from '../../shared/features/bank/operations/statement.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(bankStatementGet, { ...dynamoPorts, queue: sqsQueue, storedFiles: s3StoredFiles });
