import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { clientsUpdate } from '../../shared/features/clients/operations/update.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(clientsUpdate, dynamoPorts);
