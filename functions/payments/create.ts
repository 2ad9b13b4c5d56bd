import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { paymentsCreate } from '../../shared/features/payments/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(paymentsCreate, dynamoPorts);
