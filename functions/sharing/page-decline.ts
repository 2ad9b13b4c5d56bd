import { accountsStore } from '../../shared/adapters/dynamodb/accounts-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { sharesStore } from '../../shared/adapters/dynamodb/shares-store.ts';
import { pagesDecline } from '../../shared/features/sharing/operations/page-decline.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';

export const handler = publicHandler(pagesDecline, {
  accounts: accountsStore,
  documents: documentsStore,
  shares: sharesStore,
});
