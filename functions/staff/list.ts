import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { staffList } from '../../shared/features/staff/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(staffList, { ...apiPorts });
