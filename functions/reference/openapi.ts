import { json } from '../../shared/http/answers.ts';
import { baseUrlOf } from '../../shared/http/base-url.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';
import { openApiDocument } from '../../shared/renderers/openapi/openapi.ts';

export const handler = publicHandler('reference.openapi', async (event) =>
  json(openApiDocument(baseUrlOf(event)), { 'cache-control': 'public, max-age=300' }),
);
