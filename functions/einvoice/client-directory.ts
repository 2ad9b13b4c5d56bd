import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { platformStore } from '../../shared/adapters/dynamodb/platform-store.ts';
import { httpPlatform } from '../../shared/adapters/einvoice-platform/http-platform.ts';
import { clientsDirectory } from '../../shared/features/einvoice/operations/client-directory.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(clientsDirectory, {
  ...apiPorts,
  clients: clientsStore,
  platformRecords: platformStore,
  platform: httpPlatform,
});
