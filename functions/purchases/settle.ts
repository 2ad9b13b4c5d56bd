import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { purchasesStore } from '../../shared/adapters/dynamodb/purchases-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { purchasesSettle } from '../../shared/features/purchases/operations/settle.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(purchasesSettle, {
  ...changePorts,
  sequences: sequencesStore,
  purchases: purchasesStore,
});
