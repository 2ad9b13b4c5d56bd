import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { documentsGet } from '../../shared/features/documents/operations/get.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsGet, dynamoPorts);
