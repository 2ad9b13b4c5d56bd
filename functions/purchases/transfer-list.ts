import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { purchasesStore } from '../../shared/adapters/dynamodb/purchases-store.ts';
import { purchasesTransferList } from '../../shared/features/purchases/operations/transfer-list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(purchasesTransferList, { ...apiPorts, purchases: purchasesStore });
