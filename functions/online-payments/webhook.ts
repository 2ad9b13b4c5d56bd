import { accountsStore } from '../../shared/adapters/dynamodb/accounts-store.ts';
import { bankStore } from '../../shared/adapters/dynamodb/bank-store.ts';
import { providerStore } from '../../shared/adapters/dynamodb/provider-store.ts';
import { paymentStores } from '../../shared/adapters/dynamodb/store-sets.ts';
import { paymentProviders } from '../../shared/adapters/payment-provider/index.ts';
import { providerWebhook } from '../../shared/features/online-payments/operations/webhook.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(providerWebhook, {
  ...paymentStores,
  accounts: accountsStore,
  bank: bankStore,
  providerRecords: providerStore,
  paymentProvider: paymentProviders,
});
