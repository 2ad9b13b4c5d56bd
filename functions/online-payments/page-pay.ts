import { accountsStore } from '../../shared/adapters/dynamodb/accounts-store.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { providerStore } from '../../shared/adapters/dynamodb/provider-store.ts';
import { sharesStore } from '../../shared/adapters/dynamodb/shares-store.ts';
import { paymentProviders } from '../../shared/adapters/payment-provider/index.ts';
import { pagesPay } from '../../shared/features/online-payments/operations/page-pay.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(pagesPay, {
  accounts: accountsStore,
  clients: clientsStore,
  documents: documentsStore,
  shares: sharesStore,
  providerRecords: providerStore,
  paymentProvider: paymentProviders,
});
