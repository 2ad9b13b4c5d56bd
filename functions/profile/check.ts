import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { accountProfileCheck } from '../../shared/features/profile/operations/check.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountProfileCheck, { ...apiPorts });
