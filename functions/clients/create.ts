import { clientInput } from '../../shared/features/clients/schema.ts';
import { createClient } from '../../shared/features/clients/service.ts';
import { text } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('clients.create', async ({ principal, body }) => {
  const client = await createClient(principal, parse(clientInput, body, 'The client'));
  return text(`Reference: ${client.Reference}`, { location: `/api/client/get/${client.clientId}` });
});
