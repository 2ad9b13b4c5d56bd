import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { recurringStore } from '../../shared/adapters/dynamodb/recurring-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { sqsQueue } from '../../shared/adapters/sqs/sqs.ts';
import { recurringCreate } from '../../shared/features/recurring/operations/create.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(recurringCreate, {
  ...changePorts,
  sequences: sequencesStore,
  clients: clientsStore,
  recurring: recurringStore,
  queue: sqsQueue,
});
