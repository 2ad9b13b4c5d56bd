import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { clientsCreate } from '../../shared/features/clients/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(clientsCreate, { ...apiPorts, sequences: sequencesStore, clients: clientsStore });
