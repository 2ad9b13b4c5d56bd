import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { documentsCreate } from '../../shared/features/documents/operations/create.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsCreate, dynamoPorts);
