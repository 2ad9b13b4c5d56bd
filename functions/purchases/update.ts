import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { purchasesUpdate } from '../../shared/features/purchases/operations/update.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(purchasesUpdate, dynamoPorts);
