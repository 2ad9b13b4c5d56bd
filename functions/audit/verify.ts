import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { journalStore } from '../../shared/adapters/dynamodb/journal-store.ts';
import { paymentsStore } from '../../shared/adapters/dynamodb/payments-store.ts';
import { auditVerify } from '../../shared/features/audit/operations/verify.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(auditVerify, {
  ...apiPorts,
  documents: documentsStore,
  payments: paymentsStore,
  journal: journalStore,
});
