import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { bankStore } from '../../shared/adapters/dynamodb/bank-store.ts';
import { bankEntryList } from '../../shared/features/bank/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(bankEntryList, { ...apiPorts, bank: bankStore });
