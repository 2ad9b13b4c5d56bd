import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { reportPayables } from '../../shared/features/reports/operations/payables.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(reportPayables, dynamoPorts);
