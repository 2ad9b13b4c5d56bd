import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { platformMessagesList } from '../../shared/features/einvoice/operations/messages-list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(platformMessagesList, dynamoPorts);
