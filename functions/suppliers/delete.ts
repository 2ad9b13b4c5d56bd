import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { suppliersStore } from '../../shared/adapters/dynamodb/suppliers-store.ts';
import { suppliersDelete } from '../../shared/features/suppliers/operations/delete.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(suppliersDelete, { ...apiPorts, suppliers: suppliersStore });
