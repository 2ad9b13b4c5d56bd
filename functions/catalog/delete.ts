import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { catalogDelete } from '../../shared/features/catalog/operations/delete.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(catalogDelete, dynamoPorts);
