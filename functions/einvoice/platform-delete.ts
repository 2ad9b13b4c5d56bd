import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { accountPlatformDelete } from '../../shared/features/einvoice/operations/platform-delete.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountPlatformDelete, dynamoPorts);
