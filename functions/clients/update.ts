import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { clientsUpdate } from '../../shared/features/clients/operations/update.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(clientsUpdate, { ...changePorts, clients: clientsStore });
