import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { paymentsGet } from '../../shared/features/payments/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(paymentsGet, dynamoPorts);
