import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { documentsCancel } from '../../shared/features/documents/operations/cancel.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsCancel, dynamoPorts);
