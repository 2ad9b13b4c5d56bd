import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './api-types.ts';
import { undocumented } from './documented.ts';

/** Every answer checked against its documented schema, as the untyped helper does. */
const documentedAnswers: Middleware = {
  async onResponse({ request, response }) {
    const type = response.headers.get('content-type') ?? '';
    if (!/json/i.test(type)) return undefined;
    const body = await response.clone().json();
    const url = new URL(request.url);
    const problems = undocumented(request.method, url.pathname + url.search, response.status, type, body);
    if (problems.length) throw new Error(`The answer differs from the API description:\n${problems.join('\n')}`);
    return undefined;
  },
};

/**
 * The typed client an integrator would use: `openapi-fetch` over the types `openapi-typescript`
 * makes from the API's own document (`npm run openapi`), so these calls type-check against it.
 */
export function typedClient(baseUrl: string, token: string) {
  const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });
  client.use(documentedAnswers);
  return client;
}
