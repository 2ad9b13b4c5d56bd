import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { mandatesStore } from '../../shared/adapters/dynamodb/mandates-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { mandatesCreate } from '../../shared/features/mandates/operations/create.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(mandatesCreate, {
  ...changePorts,
  sequences: sequencesStore,
  clients: clientsStore,
  mandates: mandatesStore,
});
