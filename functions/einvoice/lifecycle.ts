import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { documentsLifecycle } from '../../shared/features/einvoice/operations/lifecycle.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsLifecycle, dynamoPorts);
