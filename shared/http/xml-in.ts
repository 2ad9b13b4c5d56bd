import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { MAX_XML_BYTES, xmlResponse } from '../features/webhooks/xml.ts';
import { bodyTooLarge, type Failure } from '../kernel/errors.ts';
import { decodeXml } from '../kernel/text-decoding.ts';
import { type Answer, statusOf } from './answers.ts';
import { rawBody, rawBytes } from './middleware.ts';
import type { BodyAdapter } from './operation.ts';

/** Numeric codes of the xml-in fail answers (docs/api.md §6): the HTTP status, then a detail. */
const xmlCodes: Record<string, number> = {
  bad_request: 40000,
  validation_failed: 40001,
  unauthorized: 40100,
  forbidden: 40300,
  not_found: 40400,
  conflict: 40900,
  payload_too_large: 41300,
  unsupported_media_type: 41500,
  too_many_requests: 42900,
  internal_error: 50000,
  service_unavailable: 50300,
  outcome_unknown: 50400,
};

/** An XML answer. */
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

/**
 * xml-in's body and failures (kept out of the shared middleware, so no other function bundles
 * the XML library): the body read as text whatever its content type (the spec sends it as a
 * form type), 413 past 64 KiB; failures answered in the XML fail shape.
 */
export const xmlIn: BodyAdapter = {
  readBody: {
    before: async (request) => {
      if (rawBytes(request.event).byteLength > MAX_XML_BYTES) throw bodyTooLarge(MAX_XML_BYTES);
      const raw = rawBody(request.event, (bytes) => decodeXml(bytes));
      request.context.body = raw;
    },
  },
  renderError: (error: Failure, event) =>
    xml(
      xmlResponse(xmlNamespace(event), 'fail', {
        error: error.message,
        code: xmlCodes[error.code] ?? statusOf[error.kind] * 100,
      }),
      statusOf[error.kind],
    ),
};
