import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { recurringResume } from '../../shared/features/recurring/operations/resume.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(recurringResume, { ...dynamoPorts, queue: sqsQueue });
