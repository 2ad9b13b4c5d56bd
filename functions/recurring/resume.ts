import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { recurringStore } from '../../shared/adapters/dynamodb/recurring-store.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { recurringResume } from '../../shared/features/recurring/operations/resume.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(recurringResume, { ...apiPorts, recurring: recurringStore, queue: sqsQueue });
