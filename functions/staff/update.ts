import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { staffUpdate } from '../../shared/features/staff/operations/update.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(staffUpdate, { ...apiPorts, clients: clientsStore });
