import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { statementsGet } from '../../shared/features/statements/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(statementsGet, dynamoPorts);
