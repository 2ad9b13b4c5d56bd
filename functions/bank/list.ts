import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { bankEntryList } from '../../shared/features/bank/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(bankEntryList, dynamoPorts);
