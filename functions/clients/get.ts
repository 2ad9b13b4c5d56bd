import { clientIdParam } from '../../shared/features/clients/params.ts';
import { clientRecord } from '../../shared/features/clients/present.ts';
import { getClient } from '../../shared/features/clients/service.ts';
import { json } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('clients.get', async ({ principal, params }) => {
  const { id } = parse(clientIdParam, params, 'The path');
  return json(clientRecord(await getClient(principal, id)));
});
