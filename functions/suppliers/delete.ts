import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { suppliersDelete } from '../../shared/features/suppliers/operations/delete.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(suppliersDelete, dynamoPorts);
