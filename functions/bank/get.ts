import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { bankEntryGet } from '../../shared/features/bank/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(bankEntryGet, dynamoPorts);
