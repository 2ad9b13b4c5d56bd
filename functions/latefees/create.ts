import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { lateFeesCreate } from '../../shared/features/latefees/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(lateFeesCreate, dynamoPorts);
