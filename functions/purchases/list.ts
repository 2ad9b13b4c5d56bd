import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { purchasesStore } from '../../shared/adapters/dynamodb/purchases-store.ts';
import { purchasesList } from '../../shared/features/purchases/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(purchasesList, { ...apiPorts, purchases: purchasesStore });
