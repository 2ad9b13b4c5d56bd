import { bankStore } from '../../shared/adapters/dynamodb/bank-store.ts';
import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { paymentStores } from '../../shared/adapters/dynamodb/store-sets.ts';
import { bankEntryMatch } from '../../shared/features/bank/operations/match.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(bankEntryMatch, {
  ...changePorts,
  ...paymentStores,
  bank: bankStore,
});
