import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiError } from '../kernel/errors.ts';

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

/** An XML file (an e-invoice). */
export const xmlFile = (xml: string): Answer => ({
  statusCode: 200,
  headers: { 'content-type': 'application/xml; charset=utf-8', ...privateFile },
  body: xml,
});

/** The JSON error answer of docs/api.md §6. */
export const errorAnswer = (error: ApiError): Answer =>
  json(
    {
      error: { code: error.code, message: error.message, ...(error.details.length ? { details: error.details } : {}) },
    },
    {
      ...(error.status === 401 ? { 'www-authenticate': 'Bearer' } : {}),
      ...(error.retryAfter !== undefined ? { 'retry-after': String(error.retryAfter) } : {}),
    },
    error.status,
  );
