import { imageFile } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { notFound } from '../../../kernel/errors.ts';
import { read } from '../../../kernel/operation.ts';
import type { Stores } from '../../ports.ts';
import { logoOf } from '../service.ts';

/** The seller's logo, as uploaded. */
export const accountLogoGet = apiOperation({
  name: 'account.logo-get',
  method: 'GET',
  path: '/api/account/logo',
  handler: 'functions/profile/logo-get.ts',
  access: 'owner',
  body: 'none',
  table: read,
  summary: "The seller's logo, as uploaded",
  tag: 'Account',
  success: { kind: 'image' },
  errors: [404],
  run: async ({ principal }, deps: Pick<Stores, 'accounts'>) => {
    const stored = await deps.accounts.profile(principal.accountId);
    const logo = await logoOf(deps, principal.accountId, stored?.logo);
    if (!logo) throw notFound('The logo');
    return imageFile(logo.bytes, logo.info.Type);
  },
});
