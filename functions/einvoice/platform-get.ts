import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { accountPlatformGet } from '../../shared/features/einvoice/operations/platform-get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountPlatformGet, dynamoPorts);
