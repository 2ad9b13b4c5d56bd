import { clientListQuery } from '../../shared/clients/params.ts';
import { clientSummary } from '../../shared/clients/present.ts';
import { listClients } from '../../shared/clients/service.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { pageAnswer } from '../../shared/http/pages.ts';
import { decodeCursor } from '../../shared/pagination.ts';
import { parse } from '../../shared/validation.ts';

export const handler = apiHandler('clients.list', async ({ principal, query, event }) => {
  const { limit, cursor, folder, created_from, created_to, ...filters } = parse(clientListQuery, query, 'The query');
  const list = `clients:${folder}`;
  const page = await listClients(
    principal,
    folder,
    { ...filters, createdFrom: created_from, createdTo: created_to },
    limit,
    decodeCursor(principal.accountId, list, cursor),
  );
  return pageAnswer(event, principal.accountId, list, { items: page.items.map(clientSummary), next: page.next });
});
