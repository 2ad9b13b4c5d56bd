import { accountsStore } from '../../shared/adapters/dynamodb/accounts-store.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { limitsStore } from '../../shared/adapters/dynamodb/limits-store.ts';
import { sharesStore } from '../../shared/adapters/dynamodb/shares-store.ts';
import { pagesUbl } from '../../shared/features/sharing/operations/page-ubl.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(pagesUbl, {
  accounts: accountsStore,
  clients: clientsStore,
  documents: documentsStore,
  shares: sharesStore,
  limits: limitsStore,
});
