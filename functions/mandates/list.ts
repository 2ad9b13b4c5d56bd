import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { mandatesList } from '../../shared/features/mandates/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(mandatesList, dynamoPorts);
