import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { clientIdParam } from '../params.ts';
import { deleteClient } from '../service.ts';

/** Delete a client. */
export const clientsDelete = apiOperation({
  name: 'clients.delete',
  method: 'DELETE',
  path: '/api/client/delete/{id}',
  handler: 'functions/clients/delete.ts',
  access: 'owner',
  body: 'none',
  table: write,
  summary: 'Delete a client',
  tag: 'Clients',
  params: clientIdParam,
  success: yes,
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'clients'>) => {
    const { id } = parse(clientIdParam, params, 'The path');
    await deleteClient(deps, principal, id);
    return text('true');
  },
});
