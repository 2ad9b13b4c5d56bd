import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { catalogStore } from '../../shared/adapters/dynamodb/catalog-store.ts';
import { purchasesStore } from '../../shared/adapters/dynamodb/purchases-store.ts';
import { purchasesUpdate } from '../../shared/features/purchases/operations/update.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(purchasesUpdate, { ...apiPorts, catalog: catalogStore, purchases: purchasesStore });
