import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { suppliersStore } from '../../shared/adapters/dynamodb/suppliers-store.ts';
import { suppliersList } from '../../shared/features/suppliers/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(suppliersList, { ...apiPorts, suppliers: suppliersStore });
