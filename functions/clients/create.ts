import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { clientsCreate } from '../../shared/features/clients/operations/create.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(clientsCreate, {
  ...changePorts,
  sequences: sequencesStore,
  clients: clientsStore,
});
