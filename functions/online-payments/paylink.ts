import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { providerStore } from '../../shared/adapters/dynamodb/provider-store.ts';
import { sharesStore } from '../../shared/adapters/dynamodb/shares-store.ts';
import { documentsPaylink } from '../../shared/features/online-payments/operations/paylink.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsPaylink, {
  ...apiPorts,
  documents: documentsStore,
  shares: sharesStore,
  providerRecords: providerStore,
});
