import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { bankEntryMatch } from '../../shared/features/bank/operations/match.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(bankEntryMatch, dynamoPorts);
