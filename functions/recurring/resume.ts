import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { recurringResume } from '../../shared/features/recurring/operations/resume.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(recurringResume, dynamoPorts);
