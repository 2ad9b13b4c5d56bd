import { getProfile } from '../../shared/features/profile/service.ts';
import { json } from '../../shared/http/answers.ts';
import { apiHandler } from '../../shared/http/api-handler.ts';

export const handler = apiHandler('account.profile-get', async ({ principal }) => json(await getProfile(principal)));
