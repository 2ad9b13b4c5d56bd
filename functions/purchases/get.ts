import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { purchasesGet } from '../../shared/features/purchases/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(purchasesGet, dynamoPorts);
