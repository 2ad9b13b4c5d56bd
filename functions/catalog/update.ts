import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { catalogUpdate } from '../../shared/features/catalog/operations/update.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(catalogUpdate, dynamoPorts);
