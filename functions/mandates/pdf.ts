import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { mandatesPdf } from '../../shared/features/mandates/operations/pdf.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(mandatesPdf, dynamoPorts);
