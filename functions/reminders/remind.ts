import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { sharesStore } from '../../shared/adapters/dynamodb/shares-store.ts';
import { sesMail } from '../../shared/adapters/ses/transport.ts';
import { remindersRemind } from '../../shared/features/reminders/operations/remind.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { documentWriters } from '../../shared/renderers/writers.ts';

export const handler = apiHandler(remindersRemind, {
  ...apiPorts,
  clients: clientsStore,
  documents: documentsStore,
  shares: sharesStore,
  mail: sesMail,
  files: documentWriters,
});
