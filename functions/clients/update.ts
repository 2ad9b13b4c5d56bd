import { clientIdParam } from '../../shared/features/clients/params.ts';
import { clientInput } from '../../shared/features/clients/schema.ts';
import { updateClient } from '../../shared/features/clients/service.ts';
import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('clients.update', async ({ principal, params, body }) => {
  const { id } = parse(clientIdParam, params, 'The path');
  await updateClient(principal, id, parse(clientInput, body, 'The client'));
  return text('True');
});
