import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { documentsDelete } from '../../shared/features/documents/operations/delete.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsDelete, dynamoPorts);
