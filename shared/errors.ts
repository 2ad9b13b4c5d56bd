/**
 * Every failure the API reports on purpose. Handlers and the domain throw these; one
 * middleware (shared/http/error-answers.ts) turns them into answers, so no handler catches.
 */
export type ErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'service_unavailable'
  | 'internal_error';

export interface ErrorDetail {
  /** Where in the input, as a dotted path (`Contacts.0.Email`), or the parameter's name. */
  field?: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, details: ErrorDetail[] = []) =>
  new ApiError(400, details.length ? 'validation_failed' : 'bad_request', message, details);
export const unauthorized = (message = 'A valid token is required (Authorization: Bearer <token>).') =>
  new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'This user may not use this operation.') => new ApiError(403, 'forbidden', message);
export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} was not found.`);
export const conflict = (message: string, details: ErrorDetail[] = []) => new ApiError(409, 'conflict', message, details);
export const payloadTooLarge = (limitBytes: number) =>
  new ApiError(413, 'payload_too_large', `The request body is larger than ${limitBytes} bytes.`);
export const unsupportedMediaType = (expected: string) =>
  new ApiError(415, 'unsupported_media_type', `The request body must be sent as ${expected}.`);
export const serviceUnavailable = (message = 'The service is busy; try again shortly.') =>
  new ApiError(503, 'service_unavailable', message);
