import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { purchasesStore } from '../../shared/adapters/dynamodb/purchases-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { purchasesPaymentCreate } from '../../shared/features/purchases/operations/payment-create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(purchasesPaymentCreate, {
  ...apiPorts,
  sequences: sequencesStore,
  purchases: purchasesStore,
});
