import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { operations } from '../../shared/operations.ts';
import { openApiDocument } from '../../shared/renderers/openapi/openapi.ts';

/**
 * Checks an answer against the API's own description (docs/api.md §11: every JSON answer
 * matches the schema documented for it). The test helper calls it on every answer the
 * integration tests receive, so a presenter and its documented schema cannot drift apart.
 */
const document = openApiDocument(operations);
const ajv = new Ajv2020.default({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ $id: 'api', components: document.components }, 'api');

interface Route {
  method: string;
  pattern: RegExp;
  template: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  parameters: { name: string; in: string; required?: boolean; schema?: unknown; $ref?: string }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
}
const routes: Route[] = Object.entries(document.paths).flatMap(([template, item]) =>
  Object.entries(item).map(([method, op]) => ({
    method: method.toUpperCase(),
    template,
    pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    responses: (op as { responses: Route['responses'] }).responses,
    parameters: (op as { parameters?: Route['parameters'] }).parameters ?? [],
    requestBody: (op as { requestBody?: Route['requestBody'] }).requestBody,
  })),
);
// A literal path wins over a template (`/api/docs/{file}` against `/api/docs`): fewer parameters first.
routes.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));

const validators = new Map<string, ReturnType<typeof ajv.compile>>();
const rewriteRefs = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"api#/components/'));

/** The problems of a JSON answer against its documented schema; none when it matches, or is not JSON. */
export function undocumented(method: string, path: string, status: number, contentType: string, body: unknown) {
  if (!/json/i.test(contentType)) return [];
  const route = routes.find((r) => r.method === method && r.pattern.test(path.split('?')[0]!));
  // A path of no operation, or not with this method: API Gateway's $default route answers the error
  // shape, 404 or 405, as do the gateway's refusals before any route is sought: a path not validly
  // percent-encoded (400), a body past its 10 MB (413).
  if (!route)
    return [400, 404, 405, 413].includes(status)
      ? check('unmatched', { $ref: '#/components/schemas/Error' }, body)
      : [`${method} ${path} is not in the API description`];
  const answer = route.responses[String(status)];
  if (!answer) return [`${method} ${route.template} does not document a ${status} answer`];
  const schema = answer.content?.['application/json']?.schema;
  // A page route answers HTML; a JSON answer there came from the gateway itself (a path like
  // /d/../cii that no route takes, a malformed escape): the error shape.
  if (!schema) return check(`${method} ${route.template} ${status}`, { $ref: '#/components/schemas/Error' }, body);
  return check(`${method} ${route.template} ${status}`, schema, body);
}

/** The problems of a text answer against the words its operation documents (`true`, `True`); none when it has no such list. */
export function undocumentedText(method: string, path: string, status: number, contentType: string, text: string) {
  if (!/^text\/plain/i.test(contentType)) return [];
  const route = routes.find((r) => r.method === method && r.pattern.test(path.split('?')[0]!));
  const words = (route?.responses[String(status)]?.content?.['text/plain']?.schema as { enum?: string[] } | undefined)
    ?.enum;
  return words && !words.includes(text)
    ? [`${method} ${route!.template} ${status} answered "${text.slice(0, 40)}", not one of ${words.join(', ')}`]
    : [];
}

function check(id: string, schema: unknown, body: unknown): string[] {
  let validate = validators.get(id);
  if (!validate) {
    validate = ajv.compile(rewriteRefs(schema) as object);
    validators.set(id, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (e: { instancePath: string; message?: string; params: unknown }) =>
      `${id}: ${e.instancePath || '$'} ${e.message} ${JSON.stringify(e.params)}`,
  );
}

/**
 * The problems of a request the service accepted (a 2xx answer) against its description: a
 * query parameter or a JSON body the description refuses means the description is stricter than
 * the service, and a client generated from it could not send what the service takes.
 */
export function undescribedRequest(method: string, path: string, status: number, json: unknown): string[] {
  if (status < 200 || status > 299) return [];
  const [pathname, search = ''] = path.split('?');
  const route = routes.find((r) => r.method === method && r.pattern.test(pathname!));
  if (!route) return [];
  const problems: string[] = [];
  // An operation that takes no query ignores one (the reference, the pages): nothing to hold it to.
  const takesQuery = route.parameters.some((p) => p.in === 'query');
  for (const [name, value] of takesQuery ? new URLSearchParams(search) : []) {
    const parameter = route.parameters.find((p) => p.in === 'query' && p.name === name);
    if (!parameter) problems.push(`${method} ${route.template}: query parameter ${name} is not described`);
    else problems.push(...check(`${method} ${route.template} query ${name}`, parameter.schema ?? {}, value));
  }
  const schema = route.requestBody?.content?.['application/json']?.schema;
  if (json !== undefined && schema) problems.push(...check(`${method} ${route.template} body`, schema, json));
  return problems;
}
