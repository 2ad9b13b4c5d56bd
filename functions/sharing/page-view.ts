import { accountsStore } from '../../shared/adapters/dynamodb/accounts-store.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { mandatesStore } from '../../shared/adapters/dynamodb/mandates-store.ts';
import { providerStore } from '../../shared/adapters/dynamodb/provider-store.ts';
import { sharesStore } from '../../shared/adapters/dynamodb/shares-store.ts';
import { pagesView } from '../../shared/features/sharing/operations/page-view.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(pagesView, {
  accounts: accountsStore,
  clients: clientsStore,
  documents: documentsStore,
  shares: sharesStore,
  mandates: mandatesStore,
  providerRecords: providerStore,
});
