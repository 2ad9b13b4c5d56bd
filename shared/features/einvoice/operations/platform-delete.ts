import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import type { Stores } from '../../ports.ts';
import { removePlatform } from '../platform.ts';

/** Remove the account's own e-invoicing platform. */
export const accountPlatformDelete = apiOperation({
  name: 'account.platform-delete',
  method: 'DELETE',
  path: '/api/account/platform',
  handler: 'functions/einvoice/platform-delete.ts',
  access: 'owner',
  body: 'none',
  table: write,
  summary: "Remove the account's own e-invoicing platform (the stage's default, if any, serves it again)",
  tag: 'E-invoicing platform',
  success: yes,
  run: async ({ principal }, deps: Pick<Stores, 'platformRecords'>) => {
    await removePlatform(deps, principal);
    return text('true');
  },
});
