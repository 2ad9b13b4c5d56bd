import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Failure, FailureKind } from '../kernel/errors.ts';

/** What a handler answers: API Gateway's structured result. */
export type Answer = APIGatewayProxyStructuredResultV2 & { statusCode: number };
type Headers = Record<string, string>;

/** The spec's bare-text answers: `Reference: X`, `True`, `true`. */
export const text = (body: string, headers: Headers = {}): Answer => ({
  statusCode: 200,
  headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  body,
});

/** A JSON answer. */
export const json = (value: unknown, headers: Headers = {}, statusCode = 200): Answer => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(value),
});

/** An HTML page. */
export const html = (body: string, headers: Headers = {}, statusCode = 200): Answer => ({
  statusCode,
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  body,
});

/** What every file of a document carries: never kept by a cache (a document is private), never sniffed as another type. */
const privateFile = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** A PDF file, shown in the browser (`inline`) under `filename`. */
export const pdfFile = (pdf: Uint8Array, filename: string): Answer => ({
  statusCode: 200,
  headers: {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${filename}"`,
    ...privateFile,
  },
  body: Buffer.from(pdf).toString('base64'),
  isBase64Encoded: true,
});

/** An image the account uploaded (its logo), private as a document's files are. */
export const imageFile = (image: Uint8Array, type: string): Answer => ({
  statusCode: 200,
  headers: { 'content-type': type, ...privateFile },
  body: Buffer.from(image).toString('base64'),
  isBase64Encoded: true,
});

/** A file kept as it was sent (a receipt, a supplier's invoice), private as a document's files are. */
export const storedFileAnswer = (bytes: Uint8Array, type: string): Answer => imageFile(bytes, type);

/** 307 to a link that reads a file itself (one larger than a function answers), for as long as the link lives. */
export const fileLink = (url: string): Answer => ({
  statusCode: 307,
  headers: { location: url, 'cache-control': 'no-store' },
  body: '',
});

/** A kept file's answer: its bytes, or 307 to the link that reads one larger than a function answers. */
export const storedFileOrLinkAnswer = (file: { type: string; bytes: Uint8Array } | { link: string }): Answer =>
  'link' in file ? fileLink(file.link) : storedFileAnswer(file.bytes, file.type);

/** An XML file (an e-invoice). */
export const xmlFile = (xml: string): Answer => ({
  statusCode: 200,
  headers: { 'content-type': 'application/xml; charset=utf-8', ...privateFile },
  body: xml,
});

/** The HTTP status of each kind of failure: the one place a failure meets HTTP. */
export const statusOf: Readonly<Record<FailureKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  not_allowed: 405,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  unprocessable: 422,
  over_limit: 429,
  internal: 500,
  unavailable: 503,
  outcome_unknown: 504,
};

/** The JSON error answer of docs/api.md §6. */
export const errorAnswer = (error: Failure): Answer =>
  json(
    {
      error: { code: error.code, message: error.message, ...(error.details.length ? { details: error.details } : {}) },
    },
    {
      ...(error.kind === 'unauthenticated' ? { 'www-authenticate': 'Bearer' } : {}),
      ...(error.retryAfter !== undefined ? { 'retry-after': String(error.retryAfter) } : {}),
    },
    statusOf[error.kind],
  );
