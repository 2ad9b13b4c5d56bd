import { documentListQuery, documentTypeParam } from '../../shared/features/documents/params.ts';
import { documentSummary } from '../../shared/features/documents/present.ts';
import { listDocuments } from '../../shared/features/documents/service.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { listAnswer } from '../../shared/http/pages.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('documents.list', async ({ principal, params, query, event }) => {
  const { type } = parse(documentTypeParam, params, 'The path');
  const q = parse(documentListQuery, query, 'The query');
  const filters = { clientId: q.client_id, dateFrom: q.date_from, dateTo: q.date_to, status: q.status };
  return listAnswer(
    event,
    principal.accountId,
    { kind: `documents:${type}`, query: q },
    (start) => listDocuments(principal, type, q.folder, filters, q.limit, start),
    documentSummary,
  );
});
