import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { recurringUpdate } from '../../shared/features/recurring/operations/update.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(recurringUpdate, dynamoPorts);
