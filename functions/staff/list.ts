import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { staffList } from '../../shared/features/staff/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(staffList, dynamoPorts);
