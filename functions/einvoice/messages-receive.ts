import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { platformMessagesReceive } from '../../shared/features/einvoice/operations/messages-receive.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(platformMessagesReceive, dynamoPorts);
