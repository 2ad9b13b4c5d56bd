import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { documentsPaylink } from '../../shared/features/online-payments/operations/paylink.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsPaylink, dynamoPorts);
