import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { clientsList } from '../../shared/features/clients/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(clientsList, dynamoPorts);
