import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { mandatesStore } from '../../shared/adapters/dynamodb/mandates-store.ts';
import { issuingStores } from '../../shared/adapters/dynamodb/store-sets.ts';
import { documentsCreate } from '../../shared/features/documents/operations/create.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(documentsCreate, {
  ...changePorts,
  ...issuingStores,
  mandates: mandatesStore,
});
