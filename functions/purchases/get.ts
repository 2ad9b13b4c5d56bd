import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { purchasesStore } from '../../shared/adapters/dynamodb/purchases-store.ts';
import { purchasesGet } from '../../shared/features/purchases/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(purchasesGet, { ...apiPorts, purchases: purchasesStore });
