import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { bankStore } from '../../shared/adapters/dynamodb/bank-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { paymentsStore } from '../../shared/adapters/dynamodb/payments-store.ts';
import { paymentsDelete } from '../../shared/features/payments/operations/delete.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(paymentsDelete, {
  ...apiPorts,
  documents: documentsStore,
  payments: paymentsStore,
  bank: bankStore,
});
