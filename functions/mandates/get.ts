import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { mandatesStore } from '../../shared/adapters/dynamodb/mandates-store.ts';
import { mandatesGet } from '../../shared/features/mandates/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(mandatesGet, { ...apiPorts, mandates: mandatesStore });
