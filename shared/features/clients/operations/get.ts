import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { clientIdParam } from '../params.ts';
import { clientRecord } from '../present.ts';
import { getClient } from '../service.ts';

/** Get a client. */
export const clientsGet = apiOperation({
  name: 'clients.get',
  method: 'GET',
  path: '/api/client/get/{id}',
  handler: 'functions/clients/get.ts',
  access: 'staff',
  body: 'none',
  table: read,
  summary: 'Get a client',
  tag: 'Clients',
  params: clientIdParam,
  success: { kind: 'json', schema: answers.clientRecord },
  errors: [404],
  run: async ({ principal, params }, deps: Pick<Stores, 'clients'>) => {
    const { id } = parse(clientIdParam, params, 'The path');
    return json(clientRecord(await getClient(deps, principal, id)));
  },
});
