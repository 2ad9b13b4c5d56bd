import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import type { Operation } from '../../shared/kernel/operation.ts';
import { operations } from '../../shared/operations.ts';
import { openApiDocument } from '../../shared/renderers/openapi/openapi.ts';

/** The document for `redocly lint` and for integrators who want the file: built, not kept. */
const LINTED_FILE = 'build/openapi.json';
/** The document as reference.openapi serves it, kept so that its function loads no operation. */
const SERVED_FILE = 'shared/features/reference/openapi-document.ts';
/** The TypeScript types the typed client of the tests is built on. */
const TYPES_FILE = 'test/support/api-types.ts';
/** Every route's path and method, kept so that the unmatched route's function loads no operation. */
const ROUTES_FILE = 'shared/http/routes.ts';

/** The TypeScript types of an OpenAPI document, as openapi-typescript makes them. */
export async function typesOf(document: ReturnType<typeof openApiDocument>): Promise<string> {
  const ast = await openapiTS(document as never);
  return `// Generated from the OpenAPI document by \`npm run openapi\`; do not edit.\n${astToString(ast)}`;
}

/**
 * The served document as a module of one string: a function parses it with `JSON.parse` on its
 * first request, where the same document imported as JSON is an object literal every function
 * that reaches the declaration compiles as it loads (15 ms against 3; docs/performance.md).
 */
const servedModule = (document: ReturnType<typeof openApiDocument>) =>
  [
    '// Generated from the declarations by `npm run openapi`; do not edit (`npm test` checks it).',
    "/** The API's OpenAPI document, as JSON text (docs/api.md §11). */",
    `export const OPENAPI_DOCUMENT = ${JSON.stringify(JSON.stringify(document))};`,
    '',
  ].join('\n');

/**
 * Every route as the unmatched route's function reads it to answer 405 with `Allow`: one
 * `{ method, path }` a line, where the declarations would load every operation's code (77 ms of
 * import against 1.7; docs/performance.md).
 */
const routesModule = (ops: readonly Pick<Operation, 'method' | 'path'>[]) =>
  [
    '// Generated from the declarations by `npm run openapi`; do not edit (`npm test` checks it).',
    "import type { Method } from '../kernel/operation.ts';",
    '',
    "/** Every operation's method and path (API Gateway's routes). */",
    'export const ROUTES: readonly { method: Method; path: string }[] = [',
    ...ops.map(({ method, path }) => `  { method: '${method}', path: '${path}' },`),
    '];',
    '',
  ].join('\n');

/**
 * Writes the API's OpenAPI document (build/openapi.json, for the linter), the module the endpoint
 * serves it from, its TypeScript types and the routes' module, from the declarations; with
 * `--check`, writes the linted file only and fails when any kept file is not what the declarations
 * make (as `npm test` runs it), so that no function serves a description older than its operations.
 *   node --import tsx infra/tools/openapi.ts [--check]
 */
async function main(check: boolean): Promise<number> {
  const document = openApiDocument(operations);
  mkdirSync(dirname(LINTED_FILE), { recursive: true });
  writeFileSync(LINTED_FILE, `${JSON.stringify(document, null, 2)}\n`);
  const kept = [
    [SERVED_FILE, servedModule(document)],
    [TYPES_FILE, await typesOf(document)],
    [ROUTES_FILE, routesModule(operations)],
  ] as const;
  if (!check) {
    for (const [file, text] of kept) writeFileSync(file, text);
    return 0;
  }
  const stale = kept.filter(([file, text]) => readFileSync(file, 'utf8') !== text).map(([file]) => file);
  for (const file of stale) process.stderr.write(`${file} is not what the declarations make: run npm run openapi\n`);
  return stale.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.includes('--check'));
