import { dynamoPorts } from '../../shared/adapters/dynamodb/ports.ts';
import { documentsIssue } from '../../shared/features/documents/operations/issue.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsIssue, dynamoPorts);
