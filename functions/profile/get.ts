import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { accountProfileGet } from '../../shared/features/profile/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountProfileGet, { ...apiPorts });
