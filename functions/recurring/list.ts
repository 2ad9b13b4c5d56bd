import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { recurringList } from '../../shared/features/recurring/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(recurringList, dynamoPorts);
