import { listOperation } from '../../../http/list-operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { clientListQuery } from '../params.ts';
import { clientSummary } from '../present.ts';
import { listClients } from '../service.ts';

/** List clients. */
export const clientsList = listOperation({
  name: 'clients.list',
  path: '/api/Clients.svc/list',
  handler: 'functions/clients/list.ts',
  access: 'staff',
  summary: 'List clients',
  tag: 'Clients',
  query: clientListQuery,
  item: answers.clientSummary,
  list: 'clients',
  read: (deps: Pick<Stores, 'clients'>, principal, q, start) => {
    const { limit, cursor: _cursor, folder, created_from, created_to, ...filters } = q;
    return listClients(
      deps,
      principal,
      folder,
      { ...filters, createdFrom: created_from, createdTo: created_to },
      limit,
      start,
    );
  },
  present: clientSummary,
});
