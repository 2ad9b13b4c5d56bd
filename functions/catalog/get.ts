import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { catalogGet } from '../../shared/features/catalog/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(catalogGet, dynamoPorts);
