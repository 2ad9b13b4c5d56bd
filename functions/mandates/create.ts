import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { mandatesCreate } from '../../shared/features/mandates/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(mandatesCreate, dynamoPorts);
