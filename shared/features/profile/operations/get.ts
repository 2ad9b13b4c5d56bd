import { json } from '../../../http/answers.ts';
import { apiOperation } from '../../../http/operation.ts';
import { read } from '../../../kernel/operation.ts';
import type { Stores } from '../../ports.ts';
import * as answers from '../answers.ts';
import { profileRecord } from '../present.ts';
import { getProfile } from '../service.ts';

/** The seller profile. */
export const accountProfileGet = apiOperation({
  name: 'account.profile-get',
  method: 'GET',
  path: '/api/account/profile',
  handler: 'functions/profile/get.ts',
  access: 'owner',
  body: 'none',
  table: read,
  summary: 'The seller profile',
  tag: 'Account',
  success: { kind: 'json', schema: answers.profile },
  run: async ({ principal }, deps: Pick<Stores, 'accounts'>) => json(profileRecord(await getProfile(deps, principal))),
});
