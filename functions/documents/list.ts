import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { documentsList } from '../../shared/features/documents/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsList, dynamoPorts);
