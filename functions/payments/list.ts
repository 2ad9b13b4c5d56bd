import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { paymentsStore } from '../../shared/adapters/dynamodb/payments-store.ts';
import { paymentsList } from '../../shared/features/payments/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(paymentsList, { ...apiPorts, documents: documentsStore, payments: paymentsStore });
