import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { reportVat } from '../../shared/features/reports/operations/vat.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(reportVat, dynamoPorts);
