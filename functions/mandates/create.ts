import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { mandatesStore } from '../../shared/adapters/dynamodb/mandates-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { mandatesCreate } from '../../shared/features/mandates/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(mandatesCreate, {
  ...apiPorts,
  sequences: sequencesStore,
  clients: clientsStore,
  mandates: mandatesStore,
});
