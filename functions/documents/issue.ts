import { apiPorts } from '../../shared/adapters/dynamodb/api-ports.ts';
import { clientsStore } from '../../shared/adapters/dynamodb/clients-store.ts';
import { documentsStore } from '../../shared/adapters/dynamodb/documents-store.ts';
import { sequencesStore } from '../../shared/adapters/dynamodb/sequences.ts';
import { documentsIssue } from '../../shared/features/documents/operations/issue.ts';
import { issueRules } from '../../shared/features/einvoice/issue-rules.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler(documentsIssue, {
  ...apiPorts,
  sequences: sequencesStore,
  clients: clientsStore,
  documents: documentsStore,
  issueRules,
});
