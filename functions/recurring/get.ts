import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { recurringGet } from '../../shared/features/recurring/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(recurringGet, dynamoPorts);
