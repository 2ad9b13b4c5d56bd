/**
 * Every failure the service reports on purpose, by kind and code, without HTTP. Operations and
 * the domain throw these; one middleware (shared/http/middleware.ts) turns them into answers, so
 * no handler catches.
 */
export type ErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'idempotency_key_reused'
  | 'idempotency_in_progress'
  | 'already_applied'
  | 'service_unavailable'
  | 'outcome_unknown'
  | 'internal_error'
  | RefusalCode;

/** The codes of a conflict with a code of its own (`refused`): a rule of the invoice's or the record's state refuses the change. */
export type RefusalCode =
  | 'overpayment'
  | 'overcredit'
  | 'invoice_cancelled'
  | 'invoice_issued'
  | 'invoice_incomplete'
  | 'einvoice_incomplete'
  | 'status_follows_payments'
  | 'entry_matched'
  | 'currency_mismatch'
  | 'deposit_deducted'
  | 'duplicate_purchase'
  | 'purchase_refused'
  | 'purchase_paid'
  | 'purchase_in_transfer'
  | 'transfer_cancelled'
  | 'insufficient_stock'
  | 'no_platform'
  | 'not_in_directory'
  | 'no_mandate'
  | 'no_provider'
  | 'provider_void'
  | 'not_refundable'
  | 'provider_refused'
  | 'issue_date_order'
  | 'upload_missing';

/** One detail of an error answer. */
export interface ErrorDetail {
  /** Where in the input, as a dotted path (`Contacts.0.Email`), or the parameter's name. */
  field?: string;
  /** The EN 16931 rule a gap breaks (`einvoice_incomplete`). */
  rule?: string;
  message: string;
}

/**
 * What kind of failure: what went wrong, said without HTTP. The HTTP layer maps each kind to its
 * status once (`statusOf` in shared/http/answers.ts); the domain never names a status.
 */
export type FailureKind =
  /** The input breaks a schema or a rule of its own. */
  | 'invalid'
  /** No valid credential. */
  | 'unauthenticated'
  /** The caller may not do this. */
  | 'forbidden'
  /** Nothing of that id the caller may see. */
  | 'not_found'
  /** The path exists, but not with this method. */
  | 'not_allowed'
  /** A rule on the current state refuses the change. */
  | 'conflict'
  /** The request cannot be processed as it stands (an Idempotency-Key reused with another request). */
  | 'unprocessable'
  | 'too_large'
  /** The body is not of the type the operation takes. */
  | 'unsupported_type'
  /** The account used its allowance; `retryAfter` says when it may try again. */
  | 'over_limit'
  /** Busy for a moment; the caller may retry. */
  | 'unavailable'
  /** A change was asked and the service cannot tell whether it was made (its store timed out). */
  | 'outcome_unknown'
  | 'internal';

/** A failure the service reports on purpose: its kind, its code and details (the error answer of docs/api.md §6). */
export class Failure extends Error {
  /** Seconds after which a refused request may be tried again (`over_limit`, a key in progress). */
  retryAfter?: number;

  constructor(
    readonly kind: FailureKind,
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'Failure';
  }
}

/** Bad input (`validation_failed` when details name the fields). */
export const invalid = (message: string, details: ErrorDetail[] = []) =>
  new Failure('invalid', details.length ? 'validation_failed' : 'bad_request', message, details);
/** No valid token. */
export const unauthenticated = (message = 'A valid token is required (Authorization: Bearer <token>).') =>
  new Failure('unauthenticated', 'unauthorized', message);
/** The caller may not use this operation. */
export const forbidden = (message = 'This user may not use this operation.') =>
  new Failure('forbidden', 'forbidden', message);
/** Nothing of that id the caller may see. */
export const notFound = (what: string) => new Failure('not_found', 'not_found', `${what} was not found.`);
/** A rule on the current state refuses the change. */
export const conflict = (message: string, details: ErrorDetail[] = []) =>
  new Failure('conflict', 'conflict', message, details);
/** A conflict with a code of its own: a rule of the invoice's state refuses the change (docs/api.md §8 and §9). */
export const refused = (code: RefusalCode, message: string, details: ErrorDetail[] = []) =>
  new Failure('conflict', code, message, details);
/** The account used its limit; `retryAfter` seconds until it may try again. */
export const overLimit = (message: string, retryAfter: number) =>
  Object.assign(new Failure('over_limit', 'too_many_requests', message), { retryAfter });
/** An Idempotency-Key already answered another request (docs/api.md §11). */
export const idempotencyKeyReused = () =>
  new Failure(
    'unprocessable',
    'idempotency_key_reused',
    'This Idempotency-Key was used with another request (method, path, query or body); use a new key.',
  );
/** The first request with this Idempotency-Key is still running (docs/api.md §11). */
export const idempotencyInProgress = () =>
  Object.assign(
    new Failure(
      'conflict',
      'idempotency_in_progress',
      'A request with this Idempotency-Key is still running; retry shortly.',
    ),
    { retryAfter: 1 },
  );
/**
 * An earlier request with this Idempotency-Key made its change, and its answer was lost (504
 * `outcome_unknown`, a dropped connection): the change is not made twice (docs/api.md §11).
 */
export const alreadyApplied = () =>
  new Failure(
    'conflict',
    'already_applied',
    'An earlier request with this Idempotency-Key made this change, but its answer was lost: read the result (get or list) instead of retrying.',
  );
/** The body is too large. */
export const bodyTooLarge = (limitBytes: number) =>
  new Failure('too_large', 'payload_too_large', `The request body is larger than ${limitBytes} bytes.`);
/** The body is not of the type the operation takes. */
export const unsupportedType = (expected: string) =>
  new Failure('unsupported_type', 'unsupported_media_type', `The request body must be sent as ${expected}.`);
/**
 * Holds a file to the bounds an operation takes (`Operation['accepts']`): 413 past `maxBytes`,
 * then 415 unless its type is one of `types`. A file body and a file sent by link alike.
 */
export function holdToFileBounds(
  accepts: { readonly types: readonly string[]; readonly maxBytes: number },
  file: { type: string; size: number },
): void {
  if (file.size > accepts.maxBytes) throw bodyTooLarge(accepts.maxBytes);
  if (!accepts.types.includes(file.type)) throw unsupportedType(accepts.types.join(', '));
}
/** Busy; the caller may retry. */
export const unavailable = (message = 'The service is busy; try again shortly.') =>
  new Failure('unavailable', 'service_unavailable', message);

/**
 * A change whose outcome the service cannot tell: a store did not answer in time or could not be
 * reached, and a write may have been made. Retrying blindly could make it twice; the answer says to read first.
 */
export const outcomeUnknown = () =>
  new Failure(
    'outcome_unknown',
    'outcome_unknown',
    'The service could not tell whether the change was made: read it (get or list) before retrying, as a retry may make it twice.',
  );
/** A path some operation answers, with another method. */
export const methodNotAllowed = (message: string) => new Failure('not_allowed', 'method_not_allowed', message);
/** A fault on our side. */
export const internal = () => new Failure('internal', 'internal_error', 'Something went wrong on our side.');

/**
 * Failures the stores report, in their own terms: `failureOf` turns each into the Failure the
 * caller is told of (Conflict a conflict, TooLarge too large, Busy unavailable).
 */
export class DomainError extends Error {}

/**
 * Why a conditional write lost: a unique name or Number is `taken`, the item `changed` since it
 * was read, a once-only name (DocumentsPort.write's claims) was `claimed` already, a claim the
 * write needed was `released`, or one another write holds keeps the item `held` for now.
 */
export type ConflictReason = 'taken' | 'changed' | 'claimed' | 'released' | 'held';

/** A conditional write lost: see `reason`. Services turn `taken` into the caller's 409. */
export class Conflict extends DomainError {
  constructor(
    readonly reason: ConflictReason,
    message = reason === 'changed' ? 'The item changed while it was being written.' : 'That name is taken.',
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

/** The Failure an error reports; undefined for anything that is not one (a fault). */
export function failureOf(error: unknown): Failure | undefined {
  if (error instanceof Failure) return error;
  if (error instanceof TooLarge) return new Failure('too_large', 'payload_too_large', error.message);
  if (error instanceof Busy) return unavailable(error.message);
  if (error instanceof Conflict) return conflict(error.message);
  return undefined;
}

/** Runs `write`; a Conflict `taken` from it becomes the caller's conflict, naming `field`. */
export async function takenAs<T>(write: () => Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isConflict(error, 'taken')) throw conflict(message, [{ field, message: 'is taken' }]);
    throw error;
  }
}
