import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { profileMissing } from '../mentions.ts';
import { getProfile } from '../service.ts';

/** What the seller profile lacks for its country, before the first invoice (docs/api.md §10, what an invoice states). */
export const accountProfileCheck = apiOperation({
  name: 'account.profile-check',
  method: 'GET',
  path: '/api/account/profile/check',
  handler: 'functions/profile/check.ts',
  access: 'owner',
  body: 'none',
  table: read,
  summary: 'What the seller profile lacks for the mentions its invoices owe',
  tag: 'Account',
  success: { kind: 'json', schema: answers.profileCheck },
  run: async ({ principal }, deps: Pick<Stores, 'accounts'>) => {
    const profile = await getProfile(deps, principal);
    return json({ Country: profile.Country, Missing: profileMissing(profile) });
  },
});
