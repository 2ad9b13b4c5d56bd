import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { staffDelete } from '../../shared/features/staff/operations/delete.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(staffDelete, dynamoPorts);
