import { text } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { write, yes } from '../../../kernel/operation.ts';
import type { Stores } from '../../ports.ts';
import { removeLogo } from '../service.ts';

/** Remove the seller's logo. */
export const accountLogoDelete = apiOperation({
  name: 'account.logo-delete',
  method: 'DELETE',
  path: '/api/account/logo',
  handler: 'functions/profile/logo-delete.ts',
  access: 'owner',
  body: 'none',
  table: write,
  summary: "Remove the seller's logo",
  tag: 'Account',
  success: yes,
  errors: [404],
  run: async ({ principal }, deps: Pick<Stores, 'accounts'>) => {
    await removeLogo(deps, principal);
    return text('true');
  },
});
