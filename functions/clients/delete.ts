import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { clientsDelete } from '../../shared/features/clients/operations/delete.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(clientsDelete, dynamoPorts);
