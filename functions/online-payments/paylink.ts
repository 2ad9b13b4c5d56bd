import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { providerStore } from '../../shared/adapters/dynamodb/provider-store.ts';
import { sharesStore } from '../../shared/adapters/dynamodb/shares-store.ts';
import { documentsPaylink } from '../../shared/features/online-payments/operations/paylink.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(documentsPaylink, {
  ...changePorts,
  documents: documentsStore,
  shares: sharesStore,
  providerRecords: providerStore,
});
