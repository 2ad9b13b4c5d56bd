import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { clientsCreate } from '../../shared/features/clients/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(clientsCreate, dynamoPorts);
