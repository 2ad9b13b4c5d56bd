import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { accountLogoDelete } from '../../shared/features/profile/operations/logo-delete.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(accountLogoDelete, { ...apiPorts });
