import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { catalogFilter } from '../../shared/features/catalog/operations/filter.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(catalogFilter, dynamoPorts);
