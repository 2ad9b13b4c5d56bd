import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { accountClockUpdate } from '../../shared/features/clock/operations/update.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountClockUpdate, { ...apiPorts, queue: sqsQueue });
