import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { reportRevenue } from '../../shared/features/reports/operations/revenue.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(reportRevenue, dynamoPorts);
