import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { sharesStore } from '../../shared/adapters/dynamodb/shares-store.ts';
import { sesMail } from '../../shared/adapters/ses/transport.ts';
import { remindersRemind } from '../../shared/features/reminders/operations/remind.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';
import { documentWriters } from '../../shared/renderers/writers.ts';

export const handler = changeHandler(remindersRemind, {
  ...changePorts,
  clients: clientsStore,
  documents: documentsStore,
  shares: sharesStore,
  mail: sesMail,
  files: documentWriters,
});
