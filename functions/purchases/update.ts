import { catalogStore } from '../../shared/adapters/dynamodb/catalog-store.ts';
import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { purchasesStore } from '../../shared/adapters/dynamodb/purchases-store.ts';
import { purchasesUpdate } from '../../shared/features/purchases/operations/update.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(purchasesUpdate, {
  ...changePorts,
  catalog: catalogStore,
  purchases: purchasesStore,
});
