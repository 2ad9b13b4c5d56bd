import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { platformStore } from '../../shared/adapters/dynamodb/platform-store.ts';
import { httpPlatform } from '../../shared/adapters/einvoice-platform/http-platform.ts';
import { clientsDirectory } from '../../shared/features/einvoice/operations/client-directory.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(clientsDirectory, {
  ...changePorts,
  clients: clientsStore,
  platformRecords: platformStore,
  platform: httpPlatform,
});
