import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { staffCreate } from '../../shared/features/staff/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(staffCreate, dynamoPorts);
