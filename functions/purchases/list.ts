import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { purchasesList } from '../../shared/features/purchases/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(purchasesList, dynamoPorts);
