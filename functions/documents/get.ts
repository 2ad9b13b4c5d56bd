import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { paymentsStore } from '../../shared/adapters/dynamodb/payments-store.ts';
import { documentsGet } from '../../shared/features/documents/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsGet, { ...apiPorts, documents: documentsStore, payments: paymentsStore });
