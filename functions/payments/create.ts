import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { paymentsStore } from '../../shared/adapters/dynamodb/payments-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { issueRules } from '../../shared/features/einvoice/issue-rules.ts';
import { paymentsCreate } from '../../shared/features/payments/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(paymentsCreate, {
  ...apiPorts,
  sequences: sequencesStore,
  clients: clientsStore,
  documents: documentsStore,
  issueRules,
  payments: paymentsStore,
});
