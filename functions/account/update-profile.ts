import { profileInput } from '../../shared/features/profile/schema.ts';
import { updateProfile } from '../../shared/features/profile/service.ts';
import { json } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { parse } from '../../shared/kernel/validation.ts';

export const handler = apiHandler('account.profile-update', async ({ principal, body }) =>
  json(await updateProfile(principal, parse(profileInput, body, 'The profile'))),
);
