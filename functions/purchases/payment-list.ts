import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { purchasesStore } from '../../shared/adapters/dynamodb/purchases-store.ts';
import { purchasesPaymentList } from '../../shared/features/purchases/operations/payment-list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(purchasesPaymentList, { ...apiPorts, purchases: purchasesStore });
