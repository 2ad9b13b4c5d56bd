import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { documentsUnshare } from '../../shared/features/sharing/operations/unshare.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsUnshare, dynamoPorts);
