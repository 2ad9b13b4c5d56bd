import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yesCapital } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { clientIdParam } from '../params.ts';
import { clientInput } from '../schema.ts';
import { updateClient } from '../service.ts';

/** Update a client. */
export const clientsUpdate = apiOperation({
  name: 'clients.update',
  method: 'PUT',
  path: '/api/Clients.svc/update/{id}',
  handler: 'functions/clients/update.ts',
  access: 'owner',
  body: 'json',
  table: write,
  summary: 'Update a client',
  tag: 'Clients',
  params: clientIdParam,
  input: clientInput,
  example: { Notes: 'Pays by transfer, 30 days.', Company: { WebSite: 'https://acme.example' } },
  success: yesCapital,
  errors: [404, 409],
  run: async ({ principal, params, body }, deps: Pick<Stores, 'clients'>) => {
    const { id } = parse(clientIdParam, params, 'The path');
    await updateClient(deps, principal, id, parse(clientInput, body, 'The client'));
    return text('True');
  },
});
