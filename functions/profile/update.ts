import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { accountProfileUpdate } from '../../shared/features/profile/operations/update.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountProfileUpdate, { ...apiPorts });
