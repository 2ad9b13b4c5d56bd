import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { suppliersGet } from '../../shared/features/suppliers/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(suppliersGet, dynamoPorts);
