import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { reportsStore } from '../../shared/adapters/dynamodb/reports-store.ts';
import { reportReceivables } from '../../shared/features/reports/operations/receivables.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(reportReceivables, { ...apiPorts, clients: clientsStore, reports: reportsStore });
