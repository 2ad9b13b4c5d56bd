import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { suppliersList } from '../../shared/features/suppliers/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(suppliersList, dynamoPorts);
