import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { reportsStore } from '../../shared/adapters/dynamodb/reports-store.ts';
import { reportVat } from '../../shared/features/reports/operations/vat.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(reportVat, { ...apiPorts, reports: reportsStore });
