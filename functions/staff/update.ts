import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { staffUpdate } from '../../shared/features/staff/operations/update.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(staffUpdate, dynamoPorts);
