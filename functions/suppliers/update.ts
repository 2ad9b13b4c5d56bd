import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { suppliersUpdate } from '../../shared/features/suppliers/operations/update.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(suppliersUpdate, dynamoPorts);
