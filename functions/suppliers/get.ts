import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { suppliersStore } from '../../shared/adapters/dynamodb/suppliers-store.ts';
import { suppliersGet } from '../../shared/features/suppliers/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(suppliersGet, { ...apiPorts, suppliers: suppliersStore });
