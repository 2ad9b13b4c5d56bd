import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { paymentStores } from '../../shared/adapters/dynamodb/store-sets.ts';
import { documentsLifecycle } from '../../shared/features/einvoice/operations/lifecycle.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(documentsLifecycle, {
  ...changePorts,
  ...paymentStores,
});
