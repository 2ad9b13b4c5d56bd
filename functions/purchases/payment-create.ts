import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { purchasesStore } from '../../shared/adapters/dynamodb/purchases-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { purchasesPaymentCreate } from '../../shared/features/purchases/operations/payment-create.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(purchasesPaymentCreate, {
  ...changePorts,
  sequences: sequencesStore,
  purchases: purchasesStore,
});
