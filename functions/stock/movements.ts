import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { catalogStore } from '../../shared/adapters/dynamodb/catalog-store.ts';
import { stockStore } from '../../shared/adapters/dynamodb/stock-store.ts';
import { catalogMovements } from '../../shared/features/stock/operations/movements.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(catalogMovements, { ...apiPorts, catalog: catalogStore, stock: stockStore });
