import { clientIdParam } from '../../shared/clients/params.ts';
import { clientRecord } from '../../shared/clients/present.ts';
import { getClient } from '../../shared/clients/service.ts';
import { json } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/validation.ts';

export const handler = apiHandler('clients.get', async ({ principal, params }) => {
  const { id } = parse(clientIdParam, params, 'The path');
  return json(clientRecord(await getClient(principal, id)));
});
