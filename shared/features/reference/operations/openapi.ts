import { json } from '../../../http/answers.ts';
import { baseUrlOf } from '../../../http/base-url.ts';
import { publicOperation } from '../../../http/operation.ts';
// Made from every declaration by `npm run openapi` and checked by `npm test`: serving the kept
// document, this function loads no operation's code and renders no schema on a cold start.
import { OPENAPI_DOCUMENT } from '../openapi-document.ts';

// Parsed on the first request: a string costs next to nothing as the function loads, where the
// same document as an object literal is parsed whole (15 ms; docs/performance.md).
let document: Record<string, unknown> | undefined;

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
    json(
      {
        ...(document ??= JSON.parse(OPENAPI_DOCUMENT) as Record<string, unknown>),
        servers: [{ url: baseUrlOf(event) }],
      },
      { 'cache-control': 'public, max-age=300' },
    ),
});
