import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import { parse } from '../../../kernel/validation.ts';
import * as answers from '../answers.ts';
import { type PlatformReach, searchDirectory } from '../platform.ts';
import { directoryCriterion, directoryQuery } from '../schema.ts';

/** Search the platform's directory. */
export const directorySearch = apiOperation({
  name: 'directory.search',
  method: 'GET',
  path: '/api/directory/search',
  handler: 'functions/einvoice/directory-search.ts',
  access: 'staff',
  body: 'none',
  // The account's platform's ClientSecret is unsealed to sign in.
  usesSigningKey: true,
  table: read,
  summary: "Search the directory (annuaire) of the account's platform by SIREN, SIRET or name",
  tag: 'E-invoicing platform',
  query: directoryQuery,
  success: { kind: 'json', schema: answers.directoryLines },
  errors: [409],
  run: async ({ principal, query }, deps: PlatformReach<'platformRecords'>) =>
    json(await searchDirectory(deps, principal, directoryCriterion(parse(directoryQuery, query, 'The query')))),
});
