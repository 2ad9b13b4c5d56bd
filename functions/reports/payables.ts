import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { reportsStore } from '../../shared/adapters/dynamodb/reports-store.ts';
import { suppliersStore } from '../../shared/adapters/dynamodb/suppliers-store.ts';
import { reportPayables } from '../../shared/features/reports/operations/payables.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(reportPayables, { ...apiPorts, reports: reportsStore, suppliers: suppliersStore });
