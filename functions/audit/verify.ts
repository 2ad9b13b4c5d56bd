import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { auditVerify } from '../../shared/features/audit/operations/verify.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(auditVerify, dynamoPorts);
