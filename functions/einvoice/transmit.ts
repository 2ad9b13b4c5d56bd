import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { platformStore } from '../../shared/adapters/dynamodb/platform-store.ts';
import { workStore } from '../../shared/adapters/dynamodb/work-store.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { documentsTransmit } from '../../shared/features/einvoice/operations/transmit.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(documentsTransmit, {
  ...changePorts,
  clients: clientsStore,
  documents: documentsStore,
  platformRecords: platformStore,
  work: workStore,
  queue: sqsQueue,
});
