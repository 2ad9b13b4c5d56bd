import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { platformStore } from '../../shared/adapters/dynamodb/platform-store.ts';
import { accountPlatformPut } from '../../shared/features/einvoice/operations/platform-put.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountPlatformPut, { ...apiPorts, platformRecords: platformStore });
