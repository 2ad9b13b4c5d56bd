import { accountsStore } from '../../shared/adapters/dynamodb/accounts-store.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { mandatesStore } from '../../shared/adapters/dynamodb/mandates-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { sharesStore } from '../../shared/adapters/dynamodb/shares-store.ts';
import { pagesMandate } from '../../shared/features/directdebit/operations/page-mandate.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(pagesMandate, {
  accounts: accountsStore,
  sequences: sequencesStore,
  clients: clientsStore,
  documents: documentsStore,
  shares: sharesStore,
  mandates: mandatesStore,
});
