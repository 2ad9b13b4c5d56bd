import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { reportsStore } from '../../shared/adapters/dynamodb/reports-store.ts';
import { reportRevenue } from '../../shared/features/reports/operations/revenue.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(reportRevenue, { ...apiPorts, reports: reportsStore });
