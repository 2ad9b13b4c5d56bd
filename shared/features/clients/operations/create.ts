import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { reference, write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import { clientInput } from '../schema.ts';
import { createClient } from '../service.ts';

/** Create a client. */
export const clientsCreate = apiOperation({
  name: 'clients.create',
  method: 'POST',
  path: '/api/client/create',
  handler: 'functions/clients/create.ts',
  access: 'owner',
  body: 'json',
  table: write,
  summary: 'Create a client',
  tag: 'Clients',
  input: clientInput,
  example: {
    Reference: 'ACME',
    Culture: 'fr-FR',
    Currency: 'EUR',
    Company: { CompanyName: 'Acme SAS', VATIntra: 'FR44732829320' },
    Contacts: [{ Principal: true, FirstName: 'Louise', LastName: 'Martin', Email: 'louise@acme.example', DueDate: 30 }],
    Addresses: [{ Principal: true, Address1: '5 place Bellecour', City: 'Lyon', ZIPCode: '69002', Country: 'FR' }],
  },
  success: reference,
  errors: [409],
  run: async ({ principal, body }, deps: Pick<Stores, 'clients' | 'sequences'>) => {
    const client = await createClient(deps, principal, parse(clientInput, body, 'The client'));
    return text(`Reference: ${client.Reference}`, { location: `/api/client/get/${client.clientId}` });
  },
});
