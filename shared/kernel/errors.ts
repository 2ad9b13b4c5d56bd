/**
 * Every failure the API reports on purpose. Handlers and the domain throw these; one
 * middleware (shared/http/middleware.ts) turns them into answers, so no handler catches.
 */
export type ErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'overpayment'
  | 'overcredit'
  | 'einvoice_incomplete'
  | 'invoice_cancelled'
  | 'invoice_issued'
  | 'invoice_incomplete'
  | 'status_follows_payments'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'idempotency_key_reused'
  | 'idempotency_in_progress'
  | 'service_unavailable'
  | 'internal_error';

/** One detail of an error answer. */
export interface ErrorDetail {
  /** Where in the input, as a dotted path (`Contacts.0.Email`), or the parameter's name. */
  field?: string;
  /** The EN 16931 rule a gap breaks (`einvoice_incomplete`). */
  rule?: string;
  message: string;
}

/** A failure with its HTTP status, code and details: the error answer of docs/api.md §6. */
export class ApiError extends Error {
  /** Seconds after which a refused request may be tried again (429: the `Retry-After` header). */
  retryAfter?: number;

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

/** 400: bad input (`validation_failed` when details name the fields). */
export const badRequest = (message: string, details: ErrorDetail[] = []) =>
  new ApiError(400, details.length ? 'validation_failed' : 'bad_request', message, details);
/** 401: no valid token. */
export const unauthorized = (message = 'A valid token is required (Authorization: Bearer <token>).') =>
  new ApiError(401, 'unauthorized', message);
/** 403: the caller may not use this operation. */
export const forbidden = (message = 'This user may not use this operation.') => new ApiError(403, 'forbidden', message);
/** 404: nothing of that id the caller may see. */
export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} was not found.`);
/** 409: a rule on the current state refuses the change. */
export const conflict = (message: string, details: ErrorDetail[] = []) =>
  new ApiError(409, 'conflict', message, details);
/** 409 with a code of its own: a rule of the invoice's state refuses the change (docs/api.md §8 and §9). */
export const refused = (
  code:
    | 'overpayment'
    | 'overcredit'
    | 'invoice_cancelled'
    | 'invoice_issued'
    | 'invoice_incomplete'
    | 'status_follows_payments',
  message: string,
  details: ErrorDetail[] = [],
) => new ApiError(409, code, message, details);
/** 429: the account used its limit; `retryAfter` seconds until it may try again. */
export const tooManyRequests = (message: string, retryAfter: number) =>
  Object.assign(new ApiError(429, 'too_many_requests', message), { retryAfter });
/** 422: an Idempotency-Key already answered another request (docs/api.md §11). */
export const idempotencyKeyReused = () =>
  new ApiError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was used with another request (method, path, query or body); use a new key.',
  );
/** 409: the first request with this Idempotency-Key is still running (docs/api.md §11). */
export const idempotencyInProgress = () =>
  Object.assign(
    new ApiError(
      409,
      'idempotency_in_progress',
      'A request with this Idempotency-Key is still running; retry shortly.',
    ),
    { retryAfter: 1 },
  );
/** 413: the body is too large. */
export const payloadTooLarge = (limitBytes: number) =>
  new ApiError(413, 'payload_too_large', `The request body is larger than ${limitBytes} bytes.`);
/** 415: the body is not of the type the operation takes. */
export const unsupportedMediaType = (expected: string) =>
  new ApiError(415, 'unsupported_media_type', `The request body must be sent as ${expected}.`);
/** 503: busy; the caller may retry. */
export const serviceUnavailable = (message = 'The service is busy; try again shortly.') =>
  new ApiError(503, 'service_unavailable', message);

/**
 * Failures the domain and its stores report without knowing of HTTP. The HTTP middleware
 * (shared/http/middleware.ts) maps each to its answer once: Conflict 409, TooLarge 413, Busy 503.
 */
export class DomainError extends Error {}

/** Why a conditional write lost: a unique name or Number is `taken`, or the item `changed` since it was read. */
export type ConflictReason = 'taken' | 'changed';

/** A conditional write lost: see `reason`. Services turn `taken` into the caller's 409. */
export class Conflict extends DomainError {
  constructor(
    readonly reason: ConflictReason,
    message = reason === 'taken' ? 'That name is taken.' : 'The item changed while it was being written.',
  ) {
    super(message);
    this.name = 'Conflict';
  }
}

/** An item would pass DynamoDB's 400 KB limit (with room to spare). */
export class TooLarge extends DomainError {
  constructor(
    readonly limitBytes: number,
    message = `The item is larger than ${limitBytes} bytes.`,
  ) {
    super(message);
    this.name = 'TooLarge';
  }
}

/** The store stayed contended or throttled after every retry: try again shortly. */
export class Busy extends DomainError {
  constructor(message = 'The service is busy; try again shortly.') {
    super(message);
    this.name = 'Busy';
  }
}

/** True when `error` is a Conflict, of `reason` when one is given. */
export const isConflict = (error: unknown, reason?: ConflictReason): error is Conflict =>
  error instanceof Conflict && (reason === undefined || error.reason === reason);

/** Throws `error`; for expressions that must produce a value or fail (`?? fail(...)`). */
export const fail = (error: Error): never => {
  throw error;
};

/** The answer a domain failure maps to; undefined for anything that is not one. */
export function apiErrorOf(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof TooLarge) return new ApiError(413, 'payload_too_large', error.message);
  if (error instanceof Busy) return serviceUnavailable(error.message);
  if (error instanceof Conflict) return conflict(error.message);
  return undefined;
}

/** Runs `write`; a Conflict `taken` from it becomes the caller's 409, naming `field`. */
export async function takenAs<T>(write: () => Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isConflict(error, 'taken')) throw conflict(message, [{ field, message: 'is taken' }]);
    throw error;
  }
}
