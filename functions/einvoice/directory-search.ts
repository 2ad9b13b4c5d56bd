import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { platformStore } from '../../shared/adapters/dynamodb/platform-store.ts';
import { httpPlatform } from '../../shared/adapters/einvoice-platform/http-platform.ts';
import { directorySearch } from '../../shared/features/einvoice/operations/directory-search.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(directorySearch, {
  ...apiPorts,
  platformRecords: platformStore,
  platform: httpPlatform,
});
