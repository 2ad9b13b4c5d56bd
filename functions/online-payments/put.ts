import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { accountPaymentsPut } from '../../shared/features/online-payments/operations/put.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountPaymentsPut, dynamoPorts);
