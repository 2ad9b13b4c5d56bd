import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { bankStatementGet } from '../../shared/features/bank/operations/statement.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(bankStatementGet, dynamoPorts);
