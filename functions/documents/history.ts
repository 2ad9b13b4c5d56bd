import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { documentsHistory } from '../../shared/features/documents/operations/history.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsHistory, dynamoPorts);
