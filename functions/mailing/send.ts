import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { sharesStore } from '../../shared/adapters/dynamodb/shares-store.ts';
import { sesMail } from '../../shared/adapters/ses/transport.ts';
import { issueRules } from '../../shared/features/einvoice/issue-rules.ts';
import { documentsSend } from '../../shared/features/mailing/operations/send.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { documentWriters } from '../../shared/renderers/writers.ts';

export const handler = apiHandler(documentsSend, {
  ...apiPorts,
  sequences: sequencesStore,
  clients: clientsStore,
  documents: documentsStore,
  issueRules,
  shares: sharesStore,
  mail: sesMail,
  files: documentWriters,
});
