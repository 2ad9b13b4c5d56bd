import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { platformStore } from '../../shared/adapters/dynamodb/platform-store.ts';
import { paymentStores } from '../../shared/adapters/dynamodb/store-sets.ts';
import { platformMessagesReceive } from '../../shared/features/einvoice/operations/messages-receive.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(platformMessagesReceive, {
  ...changePorts,
  ...paymentStores,
  platformRecords: platformStore,
});
