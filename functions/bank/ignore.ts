import { bankStore } from '../../shared/adapters/dynamodb/bank-store.ts';
import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { bankEntryIgnore } from '../../shared/features/bank/operations/ignore.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(bankEntryIgnore, { ...changePorts, bank: bankStore });
