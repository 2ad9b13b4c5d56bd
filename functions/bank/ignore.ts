import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { bankStore } from '../../shared/adapters/dynamodb/bank-store.ts';
import { bankEntryIgnore } from '../../shared/features/bank/operations/ignore.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(bankEntryIgnore, { ...apiPorts, bank: bankStore });
