import { clientListQuery } from '../../shared/features/clients/params.ts';
import { clientSummary } from '../../shared/features/clients/present.ts';
import { listClients } from '../../shared/features/clients/service.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { listAnswer } from '../../shared/http/pages.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('clients.list', async ({ principal, query, event }) => {
  const q = parse(clientListQuery, query, 'The query');
  const { limit, cursor: _cursor, folder, created_from, created_to, ...filters } = q;
  return listAnswer(
    event,
    principal.accountId,
    { kind: 'clients', query: q },
    (start) =>
      listClients(principal, folder, { ...filters, createdFrom: created_from, createdTo: created_to }, limit, start),
    clientSummary,
  );
});
