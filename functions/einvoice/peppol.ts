import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { documentsPeppol } from '../../shared/features/einvoice/operations/peppol.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsPeppol, dynamoPorts);
