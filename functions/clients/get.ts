import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { clientsGet } from '../../shared/features/clients/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(clientsGet, dynamoPorts);
