import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { issuingStores } from '../../shared/adapters/dynamodb/store-sets.ts';
import { documentsIssue } from '../../shared/features/documents/operations/issue.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsIssue, {
  ...apiPorts,
  ...issuingStores,
});
