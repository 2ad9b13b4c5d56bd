import { json } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';
import { getProfile } from '../../shared/profile/service.ts';

export const handler = apiHandler('account.profile-get', async ({ principal }) => json(await getProfile(principal)));
