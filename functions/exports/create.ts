import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { exportCreate } from '../../shared/features/exports/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(exportCreate, { ...dynamoPorts, queue: sqsQueue });
