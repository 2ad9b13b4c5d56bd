import { clientIdParam } from '../../shared/features/clients/params.ts';
import { deleteClient } from '../../shared/features/clients/service.ts';
import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('clients.delete', async ({ principal, params }) => {
  const { id } = parse(clientIdParam, params, 'The path');
  await deleteClient(principal, id);
  return text('true');
});
