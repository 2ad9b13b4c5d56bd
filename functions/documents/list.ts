import { documentListQuery, documentTypeParam } from '../../shared/documents/params.ts';
import { documentSummary } from '../../shared/documents/present.ts';
import { listDocuments } from '../../shared/documents/service.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { pageAnswer } from '../../shared/http/pages.ts';
import { decodeCursor } from '../../shared/pagination.ts';
import { parse } from '../../shared/validation.ts';

export const handler = apiHandler('documents.list', async ({ principal, params, query, event }) => {
  const { type } = parse(documentTypeParam, params, 'The path');
  const { limit, cursor, folder, client_id, date_from, date_to, status } = parse(documentListQuery, query, 'The query');
  const list = `documents:${type}:${folder}:${client_id ?? ''}`;
  const page = await listDocuments(
    principal,
    type,
    folder,
    { clientId: client_id, dateFrom: date_from, dateTo: date_to, status },
    limit,
    decodeCursor(principal.accountId, list, cursor),
  );
  return pageAnswer(event, principal.accountId, list, { items: page.items.map(documentSummary), next: page.next });
});
