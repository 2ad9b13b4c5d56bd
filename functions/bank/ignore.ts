import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { bankEntryIgnore } from '../../shared/features/bank/operations/ignore.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(bankEntryIgnore, dynamoPorts);
