import * as z from 'zod/mini';
import pkg from '../../../package.json' with { type: 'json' };
import { errorAnswer, namedComponents } from '../../kernel/answers.ts';
import { type Operation, type Success, takesIdempotencyKey } from '../../kernel/operation.ts';

type JsonSchema = Record<string, unknown>;

/** A Zod schema as JSON Schema (draft 2020-12, OpenAPI 3.1's dialect): what the request may send, what the answer holds. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
  return rest;
}

const ref = (schema: z.ZodMiniType): JsonSchema => {
  const name = namedComponents().get(schema);
  return name ? { $ref: `#/components/schemas/${name}` } : jsonSchema(schema, 'output');
};

const textAnswer = (description: string, example: string) => ({
  description,
  content: { 'text/plain': { schema: { type: 'string' }, example } },
});

const nextPageHeaders = {
  Link: { description: 'The next page: `<url>; rel="next"`, when there is one.', schema: { type: 'string' } },
  'X-Next-Cursor': { description: 'The cursor of the next page, when there is one.', schema: { type: 'string' } },
};

function successAnswer(success: Success) {
  switch (success.kind) {
    case 'reference':
      return {
        ...textAnswer('Done: the Reference (or Number, or id) of the record.', 'Reference: 42'),
        headers: { Location: { description: 'Where to get the record.', schema: { type: 'string' } } },
      };
    case 'true':
      return {
        // The very word the operation answers, so that a validating proxy tells `true` from `True`.
        description: 'Done.',
        content: {
          'text/plain': { schema: { type: 'string', enum: [success.word ?? 'true'] }, example: success.word ?? 'true' },
        },
        ...(success.located
          ? { headers: { Location: { description: 'Where to get the record.', schema: { type: 'string' } } } }
          : {}),
      };
    case 'json':
      return { description: 'The record.', content: { 'application/json': { schema: ref(success.schema) } } };
    case 'accepted':
      return {
        description: 'Taken: the work goes on. The record as it stands; `Location` is where to follow it.',
        headers: { Location: { description: 'Where to follow the work.', schema: { type: 'string' } } },
        content: { 'application/json': { schema: ref(success.schema) } },
      };
    case 'page':
      return {
        description: 'One page of the list.',
        headers: nextPageHeaders,
        content: { 'application/json': { schema: { type: 'array', items: ref(success.item) } } },
      };
    case 'pdf':
      return {
        description: 'The PDF.',
        headers: {
          'Content-Disposition': {
            description: 'Shown in the browser, under a file name: `inline; filename="invoice-INV-0001.pdf"`.',
            schema: { type: 'string' },
          },
        },
        content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
      };
    case 'image':
      return {
        description: 'The image, as uploaded.',
        content: Object.fromEntries(
          ['image/png', 'image/jpeg'].map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
        ),
      };
    case 'file':
      return {
        description: 'The file, byte for byte as it was sent.',
        content: Object.fromEntries(
          success.types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
        ),
      };
    case 'einvoice':
      return { description: 'The e-invoice.', content: { 'application/xml': { schema: { type: 'string' } } } };
    case 'xml':
      return {
        description: 'The xml-in answer: `<response status="ok">` or `status="fail"`.',
        content: { 'application/xml': { schema: { type: 'string' } } },
      };
    case 'html':
      return { description: 'An HTML page.', content: { 'text/html': { schema: { type: 'string' } } } };
    case 'redirect':
      return {
        description: 'Done: back to the page, which shows the choice.',
        headers: { Location: { description: 'The page.', schema: { type: 'string' } } },
      };
    case 'handoff':
      return {
        description: "On to the payment provider's checkout.",
        headers: { Location: { description: "The provider's checkout page.", schema: { type: 'string' } } },
      };
    case 'openapi':
      return {
        description: 'The OpenAPI document.',
        content: {
          'application/json': {
            schema: { type: 'object', required: ['openapi'], properties: { openapi: { type: 'string' } } },
          },
        },
      };
    case 'javascript':
      return { description: 'A script.', content: { 'text/javascript': { schema: { type: 'string' } } } };
  }
}

/** Who may call an operation, in the words of its access rule (docs/api.md §2). */
const whoMay: Record<Operation['access'], string> = {
  owner: "Who: the account's owner only (a staff user gets 403).",
  staff: 'Who: the owner, and staff users (for the clients assigned to them).',
  'staff-expenses': 'Who: the owner, and staff users with the Expenses tab open.',
  'staff-invoices': "Who: the owner, and staff users with the Invoices tab open (their assigned clients' invoices).",
  'staff-document':
    "Who: the owner, and staff users with the tab of the path's document type open (Invoices for invoices and credit notes, Estimates for estimates), for their assigned clients' documents.",
  public: 'Who: anyone; no credential.',
};

const replayedHeader = {
  description: '`true` when this answer is the one kept for the Idempotency-Key, replayed.',
  schema: { type: 'string', enum: ['true'] },
};
const authenticateHeader = { description: 'The scheme to authenticate with: `Bearer`.', schema: { type: 'string' } };
const retryAfterHeader = (status: number) => ({
  description:
    status === 429
      ? "Seconds until the account's allowance comes back."
      : 'Seconds to wait when the first request with this Idempotency-Key is still running.',
  schema: { type: 'string' },
});

const errorWording: Record<number, string> = {
  400: 'The request is not valid; `error.details` says where.',
  401: 'No valid token.',
  403: 'The user may not use this operation.',
  404: 'Not found (or not of this account).',
  409: 'The current state refuses the change.',
  413: 'The body is larger than 1 MiB.',
  415: 'The body is not of the type the operation takes.',
  422: 'Refused as sent (an e-invoice that cannot be made, an Idempotency-Key used with another request).',
  429: "Past the account's limit; `Retry-After` says when to try again.",
  500: 'A fault on our side; nothing was changed by halves. Report it with the request id.',
  503: 'Busy for a moment (DynamoDB throttling, or a read that timed out or could not reach a service): nothing was changed; retry after a short wait.',
  504: 'outcome_unknown: the change could not finish (a store that did not answer in time or could not be reached) and may have been made: retry with the same Idempotency-Key (made at most once), or read before retrying.',
};

function operationObject(op: Operation) {
  const xml = op.body === 'xml';
  const open = op.access === 'public';
  const errorContent = xml
    ? { 'application/xml': { schema: { type: 'string' } } }
    : op.path.startsWith('/d/')
      ? { 'text/html': { schema: { type: 'string' } } }
      : { 'application/json': { schema: ref(errorAnswer) } };
  const statuses = [
    ...new Set([
      // 400 comes from the gateway too (a malformed escape in the path), whatever the operation.
      400,
      ...(open ? [] : [401, 403, 429, 503]),
      ...(op.body === 'none' ? [] : [413, 415]),
      ...(takesIdempotencyKey(op) ? [409, 422] : []),
      // A change whose store timed out or could not be reached: the service cannot tell whether it was made (504 outcome_unknown).
      ...(op.method !== 'GET' && !open ? [504] : []),
      ...(op.errors ?? []),
      500,
    ]),
  ];
  const success = successAnswer(op.success) as { headers?: Record<string, unknown> };
  const keyed = takesIdempotencyKey(op);
  const responses: Record<string, unknown> = {
    ...(op.success.kind === 'file' && op.success.linked
      ? {
          307: {
            description:
              'A file larger than a function answers (over 4 MiB): `Location` is a link that reads it, byte for byte, for 15 minutes, without credentials.',
            headers: { Location: { description: 'The link to the file.', schema: { type: 'string' } } },
          },
        }
      : {}),
    [op.success.kind === 'redirect' || op.success.kind === 'handoff'
      ? 303
      : op.success.kind === 'accepted'
        ? 202
        : 200]: {
      ...success,
      ...(keyed ? { headers: { ...success.headers, 'Idempotent-Replayed': replayedHeader } } : {}),
    },
  };
  for (const status of statuses.sort()) {
    const headers = {
      ...(status === 401 ? { 'WWW-Authenticate': authenticateHeader } : {}),
      ...(status === 429 || (status === 409 && keyed) ? { 'Retry-After': retryAfterHeader(status) } : {}),
    };
    responses[status] = {
      description: errorWording[status] ?? 'Refused.',
      ...(Object.keys(headers).length ? { headers } : {}),
      content: errorContent,
    };
  }
  return {
    operationId: op.name,
    summary: op.summary,
    description: whoMay[op.access],
    tags: [op.tag],
    ...(open ? { security: [] } : {}),
    parameters: [
      ...parametersOf(op.params, 'path'),
      ...parametersOf(op.query, 'query'),
      ...(takesIdempotencyKey(op) ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
    ],
    ...(requestBodyOf(op) ?? {}),
    responses,
  };
}

function parametersOf(schema: z.ZodMiniType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: Object.keys(property).length ? property : { type: 'string' },
  }));
}

function requestBodyOf(op: Operation) {
  if (op.body === 'xml') {
    const xml = { schema: { type: 'string' } };
    return {
      requestBody: {
        required: true,
        description: 'An xml-in `<request method="...">`, sent as the raw body.',
        content: { 'application/xml': xml, 'text/xml': xml },
      },
    };
  }
  if (op.body === 'file' && op.accepts) {
    const file = { schema: { type: 'string' } };
    return {
      requestBody: {
        required: true,
        description: `The file, sent as the raw body (at most ${op.accepts.maxBytes / 1024 / 1024} MiB).`,
        content: Object.fromEntries(op.accepts.types.map((type) => [type, file])),
      },
    };
  }
  if (op.success.kind === 'redirect') {
    // The page's forms: the form token the page wrote into them, and the fields of the form (its `input`).
    const fields = (op.input ? jsonSchema(op.input, 'input') : {}) as { properties?: object; required?: string[] };
    return {
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: {
              type: 'object',
              properties: { form_token: { type: 'string' }, ...fields.properties },
              required: ['form_token', ...(fields.required ?? [])],
            },
          },
        },
      },
    };
  }
  if (!op.input || op.body === 'none') return undefined;
  return {
    requestBody: {
      required: op.body === 'json',
      content: {
        'application/json': {
          schema: jsonSchema(op.input, 'input'),
          ...(op.example !== undefined ? { example: op.example } : {}),
        },
      },
    },
  };
}

const tagWording: Record<string, string> = {
  Clients: 'The businesses and people you bill.',
  Documents: 'Invoices, estimates and credit notes: their lines, totals, history, and what you do with them.',
  'E-invoices': 'EN 16931 e-invoices of invoices and credit notes, as the official rules check them.',
  'Document page': 'Links your clients open to see, download and accept documents.',
  Catalog: 'The products and services you sell.',
  Staff: 'The users who work on the account beside its owner.',
  Payments: 'Money received against invoices.',
  Account: 'The account: the seller profile printed on documents and e-invoices.',
  Webhooks: 'Callbacks, and the deliveries of their notifications (the xml-in methods).',
  Reference: 'This description, and its reference page.',
};

/**
 * The API's OpenAPI 3.1 description (docs/api.md §11), made from the operations' declarations
 * and the schemas their runs validate with, so a new operation appears by itself.
 */
export function openApiDocument(operations: readonly Operation[], serverUrl = '/') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const item = (paths[op.path] ??= {});
    item[op.method.toLowerCase()] = operationObject(op);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Invoicing API',
      // The service's own version, as package.json says it.
      version: pkg.version,
      description:
        'Clients, estimates, invoices, credit notes, payments, a catalog, e-invoices (EN 16931) and webhooks. ' +
        'Amounts are decimal numbers to the cent. Every POST and PUT takes an `Idempotency-Key`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      // Who answers for the API: the operator of the stage.
      contact: { name: 'The operator of this Invoicing API (its reference: /api/docs)' },
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }, { basic: [] }, { oauth: [] }],
    tags: [...new Set(operations.map((d) => d.tag))].map((name) => ({
      name,
      description: tagWording[name] ?? name,
    })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: '`Authorization: Bearer <token>`.' },
        basic: { type: 'http', scheme: 'basic', description: 'HTTP Basic with the token as the user name.' },
        // `OAuth` is an HTTP authentication scheme of IANA's registry: a generated client sends `Authorization: OAuth <token>`.
        oauth: {
          type: 'http',
          scheme: 'OAuth',
          description: '`Authorization: OAuth <token>`, as the original API spelled it.',
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Makes a retry safe: the first 2xx answer is kept 24 hours for the account and key and replayed ' +
            '(`Idempotent-Replayed: true`); the same key with another request is 422, while the first runs 409.',
          schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' },
        },
      },
      schemas: Object.fromEntries([...namedComponents()].map(([schema, name]) => [name, jsonSchema(schema, 'output')])),
    },
  };
}
