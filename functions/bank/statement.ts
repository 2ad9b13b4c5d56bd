import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { bankStore } from '../../shared/adapters/dynamodb/bank-store.ts';
import { bankStatementGet } from '../../shared/features/bank/operations/statement.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(bankStatementGet, { ...apiPorts, bank: bankStore });
