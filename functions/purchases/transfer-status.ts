import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { purchasesStore } from '../../shared/adapters/dynamodb/purchases-store.ts';
import { workStore } from '../../shared/adapters/dynamodb/work-store.ts';
import { purchasesTransferStatus } from '../../shared/features/purchases/operations/transfer-status.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(purchasesTransferStatus, {
  ...changePorts,
  purchases: purchasesStore,
  work: workStore,
});
