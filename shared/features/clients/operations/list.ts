import { apiOperation } from '../../../http/operation.ts';
import { listAnswer } from '../../../http/pages.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { clientListQuery } from '../params.ts';
import { clientSummary } from '../present.ts';
import { listClients } from '../service.ts';

/** List clients. */
export const clientsList = apiOperation({
  name: 'clients.list',
  method: 'GET',
  path: '/api/Clients.svc/list',
  handler: 'functions/clients/list.ts',
  access: 'staff',
  body: 'none',
  usesSigningKey: true,
  table: read,
  summary: 'List clients',
  tag: 'Clients',
  query: clientListQuery,
  success: { kind: 'page', item: answers.clientSummary },
  run: async ({ principal, query, event }, deps: Pick<Stores, 'clients'>) => {
    const q = parse(clientListQuery, query, 'The query');
    const { limit, cursor: _cursor, folder, created_from, created_to, ...filters } = q;
    return listAnswer(
      event,
      principal.accountId,
      { kind: 'clients', query: q },
      (start) =>
        listClients(
          deps,
          principal,
          folder,
          { ...filters, createdFrom: created_from, createdTo: created_to },
          limit,
          start,
        ),
      clientSummary,
    );
  },
});
