import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { documentsInvoiceEstimate } from '../../shared/features/documents/operations/invoice-estimate.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsInvoiceEstimate, {
  ...apiPorts,
  sequences: sequencesStore,
  clients: clientsStore,
  documents: documentsStore,
});
