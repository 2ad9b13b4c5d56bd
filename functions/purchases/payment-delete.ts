import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { purchasesStore } from '../../shared/adapters/dynamodb/purchases-store.ts';
import { purchasesPaymentDelete } from '../../shared/features/purchases/operations/payment-delete.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(purchasesPaymentDelete, { ...apiPorts, purchases: purchasesStore });
