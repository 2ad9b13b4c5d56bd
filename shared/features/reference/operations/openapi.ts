import { json } from '../../../http/answers.ts';
import { baseUrlOf } from '../../../http/base-url.ts';
import { publicOperation } from '../../../http/operation.ts';
// Made from every declaration by `npm run openapi` and checked by `npm test`: reading the kept
// document, this function loads no operation's code and renders no schema on a cold start.
import document from '../openapi.json' with { type: 'json' };

/** This OpenAPI 3.1 description. */
export const referenceOpenapi = publicOperation({
  name: 'reference.openapi',
  method: 'GET',
  path: '/api/openapi.json',
  handler: 'functions/reference/openapi.ts',
  access: 'public',
  body: 'none',
  table: [],
  summary: 'This OpenAPI 3.1 description',
  tag: 'Reference',
  success: { kind: 'openapi' },
  run: async (event) =>
    json({ ...document, servers: [{ url: baseUrlOf(event) }] }, { 'cache-control': 'public, max-age=300' }),
});
