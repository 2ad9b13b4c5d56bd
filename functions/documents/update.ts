import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { documentsUpdate } from '../../shared/features/documents/operations/update.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsUpdate, dynamoPorts);
