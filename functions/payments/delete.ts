import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { paymentsDelete } from '../../shared/features/payments/operations/delete.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(paymentsDelete, dynamoPorts);
