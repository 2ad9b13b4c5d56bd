import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { documentsInvoiceEstimate } from '../../shared/features/documents/operations/invoice-estimate.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsInvoiceEstimate, dynamoPorts);
