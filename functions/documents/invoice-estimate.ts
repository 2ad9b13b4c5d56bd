import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { documentsInvoiceEstimate } from '../../shared/features/documents/operations/invoice-estimate.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(documentsInvoiceEstimate, {
  ...changePorts,
  sequences: sequencesStore,
  clients: clientsStore,
  documents: documentsStore,
});
