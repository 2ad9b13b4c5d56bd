import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { catalogStore } from '../../shared/adapters/dynamodb/catalog-store.ts';
import { catalogDelete } from '../../shared/features/catalog/operations/delete.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(catalogDelete, { ...apiPorts, catalog: catalogStore });
