import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { providerStore } from '../../shared/adapters/dynamodb/provider-store.ts';
import { paymentStores } from '../../shared/adapters/dynamodb/store-sets.ts';
import { paymentProviders } from '../../shared/adapters/payment-provider/index.ts';
import { paymentsRefund } from '../../shared/features/online-payments/operations/refund.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(paymentsRefund, {
  ...changePorts,
  ...paymentStores,
  providerRecords: providerStore,
  paymentProvider: paymentProviders,
});
