import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { xmlResponse } from '../callbacks/xml.ts';
import type { ApiError } from '../errors.ts';

export type Answer = APIGatewayProxyStructuredResultV2 & { statusCode: number };
type Headers = Record<string, string>;

/** The spec's bare-text answers: `Reference: X`, `True`, `true`. */
export const text = (body: string, headers: Headers = {}): Answer => ({
  statusCode: 200,
  headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  body,
});

export const json = (value: unknown, headers: Headers = {}, statusCode = 200): Answer => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(value),
});

export const errorAnswer = (error: ApiError): Answer =>
  json(
    { error: { code: error.code, message: error.message, ...(error.details.length ? { details: error.details } : {}) } },
    error.status === 401 ? { 'www-authenticate': 'Bearer' } : {},
    error.status,
  );

/** Numeric codes of the xml-in fail answers (contract section 6): the HTTP status, then a detail. */
const xmlCodes: Record<string, number> = {
  bad_request: 40000, validation_failed: 40001, unauthorized: 40100, forbidden: 40300, not_found: 40400, conflict: 40900,
  payload_too_large: 41300, unsupported_media_type: 41500, too_many_requests: 42900, internal_error: 50000, service_unavailable: 50300,
};

export const xml = (body: string, statusCode = 200): Answer => ({
  statusCode,
  headers: { 'content-type': 'application/xml; charset=utf-8' },
  body,
});

/** The namespace of xml-in answers: `{base_url}/api/`, from the request's own address. */
export const xmlNamespace = (event: APIGatewayProxyEventV2) => {
  const headers = event.headers ?? {};
  return `${headers['x-forwarded-proto'] ?? 'https'}://${headers.host ?? event.requestContext.domainName}/api/`;
};

export const xmlErrorAnswer = (error: ApiError, namespace: string): Answer =>
  xml(xmlResponse(namespace, 'fail', { error: error.message, code: xmlCodes[error.code] ?? error.status * 100 }), error.status);
