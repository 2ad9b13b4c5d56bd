import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { accountLogoSet } from '../../shared/features/profile/operations/logo-set.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountLogoSet, { ...apiPorts });
