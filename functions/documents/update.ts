import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { mandatesStore } from '../../shared/adapters/dynamodb/mandates-store.ts';
import { issuingStores } from '../../shared/adapters/dynamodb/store-sets.ts';
import { documentsUpdate } from '../../shared/features/documents/operations/update.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsUpdate, {
  ...apiPorts,
  ...issuingStores,
  mandates: mandatesStore,
});
