import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { mandatesStore } from '../../shared/adapters/dynamodb/mandates-store.ts';
import { mandatesList } from '../../shared/features/mandates/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(mandatesList, { ...apiPorts, mandates: mandatesStore });
