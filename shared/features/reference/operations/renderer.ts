import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { publicOperation } from '../../../http/operation.ts';
import { packageFile } from '../../../kernel/package-files.ts';
import { parse } from '../../../kernel/validation.ts';
import { rendererPackageFile, rendererParams } from '../../../renderers/openapi/reference-page.ts';

let script: Promise<Buffer> | undefined;

let compressed: Promise<Buffer> | undefined;

const headers = {
  'content-type': 'text/javascript; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  vary: 'accept-encoding',
};

/** The reference page's renderer (Scalar), served from here. */
export const referenceRenderer = publicOperation({
  name: 'reference.renderer',
  method: 'GET',
  path: '/api/docs/{file}',
  handler: 'functions/reference/renderer.ts',
  access: 'public',
  body: 'none',
  servesRenderer: true,
  table: [],
  summary: "The reference page's renderer (Scalar), served from here",
  tag: 'Reference',
  params: rendererParams,
  success: { kind: 'javascript' },
  errors: [400, 404],
  run: async (event) => {
    parse(rendererParams, event.pathParameters ?? {}, 'The path');
    script ??= readFile(packageFile(rendererPackageFile));
    if (!/\bgzip\b/i.test(event.headers?.['accept-encoding'] ?? ''))
      return { statusCode: 200, headers, body: (await script).toString('utf8') };
    compressed ??= script.then((plain) => promisify(gzip)(plain, { level: 9 }));
    return {
      statusCode: 200,
      headers: { ...headers, 'content-encoding': 'gzip' },
      body: (await compressed).toString('base64'),
      isBase64Encoded: true,
    };
  },
});
