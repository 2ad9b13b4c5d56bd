import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { paymentStores } from '../../shared/adapters/dynamodb/store-sets.ts';
import { documentsLifecycle } from '../../shared/features/einvoice/operations/lifecycle.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsLifecycle, {
  ...apiPorts,
  ...paymentStores,
});
