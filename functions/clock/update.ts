import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { accountClockUpdate } from '../../shared/features/clock/operations/update.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountClockUpdate, { ...dynamoPorts, queue: sqsQueue });
