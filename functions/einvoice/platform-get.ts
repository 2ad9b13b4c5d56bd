import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { platformStore } from '../../shared/adapters/dynamodb/platform-store.ts';
import { accountPlatformGet } from '../../shared/features/einvoice/operations/platform-get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountPlatformGet, { ...apiPorts, platformRecords: platformStore });
