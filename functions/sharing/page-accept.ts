import { accountsStore } from '../../shared/adapters/dynamodb/accounts-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { sharesStore } from '../../shared/adapters/dynamodb/shares-store.ts';
import { pagesAccept } from '../../shared/features/sharing/operations/page-accept.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(pagesAccept, {
  accounts: accountsStore,
  documents: documentsStore,
  shares: sharesStore,
});
