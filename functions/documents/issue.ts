import { changePorts } from '../../shared/adapters/dynamodb/change-ports.ts';
import { issuingStores } from '../../shared/adapters/dynamodb/store-sets.ts';
import { documentsIssue } from '../../shared/features/documents/operations/issue.ts';
import { changeHandler } from '../../shared/http/change-handler.ts';

export const handler = changeHandler(documentsIssue, {
  ...changePorts,
  ...issuingStores,
});
