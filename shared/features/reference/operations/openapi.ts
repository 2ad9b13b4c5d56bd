import { json } from '../../../http/answers.ts';
import { baseUrlOf } from '../../../http/base-url.ts';
import { publicOperation } from '../../../http/operation.ts';
import type { Operation } from '../../../kernel/operation.ts';
import { openApiDocument } from '../../../renderers/openapi/openapi.ts';

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
  // The list of operations comes from the composition root: this declaration is one of them.
  run: async (event, { operations }: { operations: readonly Operation[] }) =>
    json(openApiDocument(operations, baseUrlOf(event)), { 'cache-control': 'public, max-age=300' }),
});
