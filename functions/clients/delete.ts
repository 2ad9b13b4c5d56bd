import { clientIdParam } from '../../shared/clients/params.ts';
import { deleteClient } from '../../shared/clients/service.ts';
import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/validation.ts';

export const handler = apiHandler('clients.delete', async ({ principal, params }) => {
  const { id } = parse(clientIdParam, params, 'The path');
  await deleteClient(principal, id);
  return text('true');
});
