import { readFile } from 'node:fs/promises';
import { rendererPackageFile, rendererParams } from '../../shared/api-description/reference-page.ts';
import { publicHandler } from '../../shared/http/public-handler.ts';
import { packageFile } from '../../shared/package-files.ts';
import { parse } from '../../shared/validation.ts';

let script: Promise<string> | undefined;

export const handler = publicHandler('reference.renderer', async (event) => {
  parse(rendererParams, event.pathParameters ?? {}, 'The path');
  script ??= readFile(packageFile(rendererPackageFile), 'utf8');
  return {
    statusCode: 200,
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=86400' },
    body: await script,
  };
});
