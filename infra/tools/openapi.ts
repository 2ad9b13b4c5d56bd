import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { operations } from '../../shared/operations.ts';
import { openApiDocument } from '../../shared/renderers/openapi/openapi.ts';

/** The API's OpenAPI document as reference.openapi serves it, kept so that its function loads no operation. */
export const DOCUMENT_FILE = 'shared/features/reference/openapi.json';
/** The TypeScript types the typed client of the tests is built on. */
export const TYPES_FILE = 'test/support/api-types.ts';

/** The TypeScript types of an OpenAPI document, as openapi-typescript makes them. */
export async function typesOf(document: ReturnType<typeof openApiDocument>): Promise<string> {
  const ast = await openapiTS(document as never);
  return `// Generated from the OpenAPI document by \`npm run openapi\`; do not edit.\n${astToString(ast)}`;
}

/**
 * Writes the API's OpenAPI document and its TypeScript types from the declarations; with
 * `--check`, writes nothing and fails when either file is not what the declarations make (as
 * `npm test` runs it), so that no function serves a description older than its operations.
 *   node --import tsx infra/tools/openapi.ts [--check]
 */
async function main(check: boolean): Promise<number> {
  const document = openApiDocument(operations);
  const files = [
    [DOCUMENT_FILE, `${JSON.stringify(document, null, 2)}\n`],
    [TYPES_FILE, await typesOf(document)],
  ] as const;
  if (!check) {
    for (const [file, text] of files) writeFileSync(file, text);
    return 0;
  }
  const stale = files.filter(([file, text]) => readFileSync(file, 'utf8') !== text).map(([file]) => file);
  for (const file of stale) process.stderr.write(`${file} is not what the declarations make: run npm run openapi\n`);
  return stale.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.includes('--check'));
