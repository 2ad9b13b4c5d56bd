import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { operations } from '../../shared/operations.ts';
import { openApiDocument } from '../../shared/renderers/openapi/openapi.ts';

/**
 * Writes the API's OpenAPI document (for `redocly lint` in CI and for integrators who want the
 * file) and, with `--types`, the TypeScript types the typed client of the tests is built on.
 *   node --import tsx infra/tools/openapi.ts build/openapi.json [--types test/support/api-types.ts]
 */
export async function typesOf(document: ReturnType<typeof openApiDocument>): Promise<string> {
  const ast = await openapiTS(document as never);
  return `// Generated from the OpenAPI document by \`npm run openapi\`; do not edit.\n${astToString(ast)}`;
}

const [file = 'build/openapi.json', flag, typesFile] = process.argv.slice(2);
if (import.meta.url === `file://${process.argv[1]}`) {
  const document = openApiDocument(operations);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  if (flag === '--types' && typesFile) writeFileSync(typesFile, await typesOf(document));
}
