import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { recurringStore } from '../../shared/adapters/dynamodb/recurring-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { recurringCreate } from '../../shared/features/recurring/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(recurringCreate, {
  ...apiPorts,
  sequences: sequencesStore,
  clients: clientsStore,
  recurring: recurringStore,
  queue: sqsQueue,
});
