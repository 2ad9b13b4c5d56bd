import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { paymentsStore } from '../../shared/adapters/dynamodb/payments-store.ts';
import { paymentsGet } from '../../shared/features/payments/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(paymentsGet, { ...apiPorts, payments: paymentsStore });
