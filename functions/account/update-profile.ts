import { json } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { profileInput } from '../../shared/profile/schema.ts';
import { updateProfile } from '../../shared/profile/service.ts';
import { parse } from '../../shared/validation.ts';

export const handler = apiHandler('account.profile-update', async ({ principal, body }) =>
  json(await updateProfile(principal, parse(profileInput, body, 'The profile'))),
);
