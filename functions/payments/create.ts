import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { paymentStores } from '../../shared/adapters/dynamodb/store-sets.ts';
import { paymentsCreate } from '../../shared/features/payments/operations/create.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(paymentsCreate, {
  ...changePorts,
  ...paymentStores,
});
