import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { recurringCreate } from '../../shared/features/recurring/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(recurringCreate, { ...dynamoPorts, queue: sqsQueue });
