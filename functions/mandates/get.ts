import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { mandatesGet } from '../../shared/features/mandates/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(mandatesGet, dynamoPorts);
