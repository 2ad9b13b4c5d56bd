import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { reportReceivables } from '../../shared/features/reports/operations/receivables.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(reportReceivables, dynamoPorts);
