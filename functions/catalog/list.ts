import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { catalogList } from '../../shared/features/catalog/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(catalogList, dynamoPorts);
