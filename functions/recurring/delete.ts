import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { recurringDelete } from '../../shared/features/recurring/operations/delete.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(recurringDelete, dynamoPorts);
