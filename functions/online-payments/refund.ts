import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { providerStore } from '../../shared/adapters/dynamodb/provider-store.ts';
import { paymentStores } from '../../shared/adapters/dynamodb/store-sets.ts';
import { paymentProviders } from '../../shared/adapters/payment-provider/index.ts';
import { paymentsRefund } from '../../shared/features/online-payments/operations/refund.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(paymentsRefund, {
  ...apiPorts,
  ...paymentStores,
  providerRecords: providerStore,
  paymentProvider: paymentProviders,
});
