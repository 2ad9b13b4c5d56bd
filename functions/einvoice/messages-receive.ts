import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { platformStore } from '../../shared/adapters/dynamodb/platform-store.ts';
import { paymentStores } from '../../shared/adapters/dynamodb/store-sets.ts';
import { platformMessagesReceive } from '../../shared/features/einvoice/operations/messages-receive.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(platformMessagesReceive, {
  ...apiPorts,
  ...paymentStores,
  platformRecords: platformStore,
});
