import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { documentsShare } from '../../shared/features/sharing/operations/share.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsShare, dynamoPorts);
