import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { accountPaymentsGet } from '../../shared/features/online-payments/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountPaymentsGet, dynamoPorts);
