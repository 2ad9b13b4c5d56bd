import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { bankStore } from '../../shared/adapters/dynamodb/bank-store.ts';
import { paymentStores } from '../../shared/adapters/dynamodb/store-sets.ts';
import { bankEntryMatch } from '../../shared/features/bank/operations/match.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(bankEntryMatch, {
  ...apiPorts,
  ...paymentStores,
  bank: bankStore,
});
