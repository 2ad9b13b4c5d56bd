import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { platformStore } from '../../shared/adapters/dynamodb/platform-store.ts';
import { accountPlatformDelete } from '../../shared/features/einvoice/operations/platform-delete.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountPlatformDelete, { ...apiPorts, platformRecords: platformStore });
