import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { staffDelete } from '../../shared/features/staff/operations/delete.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(staffDelete, { ...apiPorts });
