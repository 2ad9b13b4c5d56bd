import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { auditList } from '../../shared/features/audit/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(auditList, dynamoPorts);
