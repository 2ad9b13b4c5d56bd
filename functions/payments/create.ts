import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { paymentStores } from '../../shared/adapters/dynamodb/store-sets.ts';
import { paymentsCreate } from '../../shared/features/payments/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(paymentsCreate, {
  ...apiPorts,
  ...paymentStores,
});
