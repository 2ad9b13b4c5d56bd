import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { documentsPeppol } from '../../shared/features/einvoice/operations/peppol.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsPeppol, { ...apiPorts, clients: clientsStore, documents: documentsStore });
