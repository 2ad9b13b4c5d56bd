import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { mandatesStore } from '../../shared/adapters/dynamodb/mandates-store.ts';
import { mandatesPdf } from '../../shared/features/mandates/operations/pdf.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(mandatesPdf, { ...apiPorts, mandates: mandatesStore });
