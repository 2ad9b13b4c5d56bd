import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yesCapital } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import { clientIdParam } from '../../clients/params.ts';
import { fillFromDirectory, type PlatformReach } from '../platform.ts';

/** Fill a client's electronic address from the directory. */
export const clientsDirectory = apiOperation({
  name: 'clients.directory',
  method: 'PUT',
  path: '/api/client/action/directory/{id}',
  handler: 'functions/einvoice/client-directory.ts',
  access: 'owner',
  body: 'none',
  usesSigningKey: true,
  table: write,
  summary: "Fill a client's ElectronicAddress from the directory, by its SIREN",
  tag: 'E-invoicing platform',
  params: clientIdParam,
  success: yesCapital,
  errors: [404, 409],
  run: async ({ principal, params }, deps: PlatformReach<'clients' | 'platformRecords'>) => {
    const { id } = parse(clientIdParam, params, 'The path');
    await fillFromDirectory(deps, principal, id);
    return text('True');
  },
});
