import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { mandatesRevoke } from '../../shared/features/mandates/operations/revoke.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(mandatesRevoke, dynamoPorts);
