import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { mandatesStore } from '../../shared/adapters/dynamodb/mandates-store.ts';
import { mandatesRevoke } from '../../shared/features/mandates/operations/revoke.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(mandatesRevoke, { ...apiPorts, mandates: mandatesStore });
