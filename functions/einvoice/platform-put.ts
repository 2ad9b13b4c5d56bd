import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { accountPlatformPut } from '../../shared/features/einvoice/operations/platform-put.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountPlatformPut, dynamoPorts);
