import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { journalStore } from '../../shared/adapters/dynamodb/journal-store.ts';
import { auditList } from '../../shared/features/audit/operations/list.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(auditList, { ...apiPorts, journal: journalStore });
