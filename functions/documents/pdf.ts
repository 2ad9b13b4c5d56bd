import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { documentsPdf } from '../../shared/features/documents/operations/pdf.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsPdf, dynamoPorts);
