import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { accountLogoGet } from '../../shared/features/profile/operations/logo-get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountLogoGet, { ...apiPorts });
