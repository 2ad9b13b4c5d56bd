import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { platformStore } from '../../shared/adapters/dynamodb/platform-store.ts';
import { platformMessagesList } from '../../shared/features/einvoice/operations/messages-list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(platformMessagesList, { ...apiPorts, platformRecords: platformStore });
