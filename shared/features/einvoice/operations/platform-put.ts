import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { keepPlatform, platformSettings } from '../platform.ts';
import { platformInput } from '../schema.ts';

/** Give the account its own e-invoicing platform. */
export const accountPlatformPut = apiOperation({
  name: 'account.platform-put',
  method: 'PUT',
  path: '/api/account/platform',
  handler: 'functions/einvoice/platform-put.ts',
  access: 'owner',
  body: 'json',
  // The ClientSecret is sealed under a key derived from the signing key.
  usesSigningKey: true,
  input: platformInput,
  example: {
    Provider: 'afnor',
    Url: 'https://api.pa.example/',
    ClientId: 'atelier-exemple',
    ClientSecret: 'a-secret',
    RoutingAddress: '303265045',
  },
  table: write,
  summary: "Set the account's own e-invoicing platform (its ClientSecret is kept sealed, never answered)",
  tag: 'E-invoicing platform',
  success: { kind: 'json', schema: answers.platformSettings },
  run: async ({ principal, body }, deps: Pick<Stores, 'platformRecords'>) => {
    await keepPlatform(deps, principal, parse(platformInput, body, 'The platform'));
    return json(await platformSettings(deps, principal));
  },
});
