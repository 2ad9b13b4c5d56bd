import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { catalogCreate } from '../../shared/features/catalog/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(catalogCreate, dynamoPorts);
