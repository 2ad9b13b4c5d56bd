import { accountsStore } from '../../shared/adapters/dynamodb/accounts-store.ts';
import { bankStore } from '../../shared/adapters/dynamodb/bank-store.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { paymentsStore } from '../../shared/adapters/dynamodb/payments-store.ts';
import { providerStore } from '../../shared/adapters/dynamodb/provider-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { paymentProviders } from '../../shared/adapters/payment-provider/index.ts';
import { issueRules } from '../../shared/features/einvoice/issue-rules.ts';
import { providerWebhook } from '../../shared/features/online-payments/operations/webhook.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(providerWebhook, {
  accounts: accountsStore,
  sequences: sequencesStore,
  clients: clientsStore,
  documents: documentsStore,
  issueRules,
  payments: paymentsStore,
  bank: bankStore,
  providerRecords: providerStore,
  paymentProvider: paymentProviders,
});
