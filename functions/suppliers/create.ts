import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { suppliersCreate } from '../../shared/features/suppliers/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(suppliersCreate, dynamoPorts);
