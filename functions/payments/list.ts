import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { paymentsList } from '../../shared/features/payments/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(paymentsList, dynamoPorts);
