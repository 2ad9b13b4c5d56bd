import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { takeAllowance } from '../access/limits.ts';
import { requireAccess } from '../access/policy.ts';
import type { Principal } from '../access/principal.ts';
import { hashToken, tokenFromHeader } from '../access/tokens.ts';
import type { Stores } from '../features/ports.ts';
import { config } from '../kernel/config.ts';
import {
  bodyTooLarge,
  type Failure,
  failureOf,
  internal,
  invalid,
  outcomeUnknown,
  unauthenticated,
  unavailable,
  unsupportedType,
} from '../kernel/errors.ts';
import { log } from '../kernel/log.ts';
import type { Operation } from '../kernel/operation.ts';
import { isTimeout, type RequestClaim } from '../kernel/request-scope.ts';
import { loadSigningKey } from '../kernel/signing-key.ts';
import { decodeText } from '../kernel/text-decoding.ts';
import { requireWellFormed } from '../kernel/validation.ts';
import { type Answer, errorAnswer } from './answers.ts';

/** The Lambda context, with what the middleware found: the caller and the body. */
export interface ApiContext extends Context {
  principal: Principal;
  body: unknown;
  /** The claim its change carries, when it came with an Idempotency-Key. */
  claim?: RequestClaim;
}
/** A middy middleware of the API functions. */
export type Middleware = MiddlewareObj<APIGatewayProxyEventV2, Answer, Error, ApiContext>;
/** How a failure is answered: the JSON error shape, or (xml-in) its XML one. */
export type ErrorRenderer = (error: Failure, event: APIGatewayProxyEventV2) => Answer;

/** The largest JSON body accepted (docs/api.md §6). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The body's bytes: API Gateway passes a binary body base64-encoded, text as it came. */
export const rawBytes = ({ body, isBase64Encoded }: APIGatewayProxyEventV2): Buffer =>
  body === undefined ? Buffer.alloc(0) : Buffer.from(body, isBase64Encoded ? 'base64' : 'utf8');

/** A body that is not the UTF-8 JSON and forms are (RFC 8259 §8.1): 400, never `�` in what is kept. */
const notUtf8 = () => invalid('The body is not UTF-8 text: JSON and forms are sent in UTF-8.');

/**
 * The request body as text: as API Gateway passed it when it passed text, else its bytes
 * decoded by `decode` (UTF-8 unless told; bytes that are not: 400).
 */
export const rawBody = (
  event: APIGatewayProxyEventV2,
  decode: (bytes: Uint8Array) => string = (bytes) => decodeText(bytes, 'utf-8', notUtf8),
): string => (event.body !== undefined && !event.isBase64Encoded ? event.body : decode(rawBytes(event)));

/** The one place failures become answers: Failures by their kind (statusOf), anything else a bare 500. */
export const errorAnswers = (op: Operation, renderer: ErrorRenderer = errorAnswer): Middleware => ({
  onError: async (request) => {
    const render = (error: Failure) => renderer(error, request.event);
    const error = request.error;
    const mapped = failureOf(error);
    if (mapped) {
      request.response = render(mapped);
      return;
    }
    // A store that timed out or could not be reached, or the function's deadline, may have left a
    // write of an earlier step made: a change says it cannot tell (504), a read may simply be asked again.
    const cutShort = isTimeout(error) || isUnreachable(error);
    if (cutShort && op.method !== 'GET') {
      log.warn('outcome unknown', {
        operation: op.name,
        requestId: request.context.awsRequestId,
        error: String(error),
      });
      request.response = render(outcomeUnknown());
      return;
    }
    if (isThrottling(error) || cutShort) {
      request.response = render(unavailable());
      return;
    }
    log.error('unhandled error', error, { operation: op.name, requestId: request.context.awsRequestId });
    request.response = render(internal());
  },
});

/** The socket errors of a service that could not be reached (Node's codes, as the SDK passes them on). */
const UNREACHABLE_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
];

/**
 * A service the function calls (the table, a queue, a bucket) could not be reached, or failed on
 * its side, after the SDK's own retries: what that call asked was not done, an earlier call's
 * may have been (a queue's emulator restarting, a service's outage).
 */
const isUnreachable = (error: unknown) =>
  error instanceof Error &&
  (UNREACHABLE_CODES.includes((error as { code?: string }).code ?? '') ||
    (error as { $fault?: string }).$fault === 'server');

/** The table refused the request for a moment: nothing was written. */
const isThrottling = (error: unknown) =>
  error instanceof Error &&
  ['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded'].includes(error.name);

/** Finds the caller behind the token and applies the operation's access rule. */
export const authenticate = (deps: Pick<Stores, 'accounts'>, op: Operation): Middleware => ({
  before: async (request) => {
    const headers = request.event.headers ?? {};
    const token = tokenFromHeader(headers.authorization);
    const principal = token && (await deps.accounts.principal(hashToken(token)));
    if (!principal) throw unauthenticated();
    // A Company header, when sent, must name the token's account (docs/api.md §2).
    if (headers.company !== undefined && headers.company !== principal.company)
      throw unauthenticated("The Company header names another account than the token's.");
    requireAccess(op.access, principal, request.event.pathParameters?.type);
    request.context.principal = principal;
    requireWellFormed(request.event.pathParameters ?? {}, 'The path');
    requireWellFormed(request.event.queryStringParameters ?? {}, 'The query');
  },
});

/** Loads the signing key before the handler (an operation that signs: its declaration's `usesSigningKey`). */
export const signingKeyLoaded = (): Middleware => ({ before: () => loadSigningKey() });

/** Reads the JSON body: 413 past 1 MiB, 415 unless JSON, 400 when it does not parse (or is missing and required). */
export const jsonBody = (optional: boolean): Middleware => ({
  before: async (request) => {
    const headers = request.event.headers ?? {};
    const raw = rawBody(request.event);
    if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES) throw bodyTooLarge(MAX_BODY_BYTES);
    if (raw.trim() === '') {
      if (optional) return;
      throw invalid('A JSON body is required.');
    }
    const type = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json' && !type?.endsWith('+json')) throw unsupportedType('application/json');
    try {
      request.context.body = JSON.parse(raw);
    } catch {
      throw invalid('The body is not valid JSON.');
    }
    requireWellFormed(request.context.body, 'The body');
  },
});

/**
 * Per-account rate limit (issue: limits per account): when the stage sets one, each request
 * takes one from the account's allowance of the minute; past it, 429 with `Retry-After`.
 */
export const throttle = (deps: Pick<Stores, 'limits'>): Middleware => ({
  before: async (request) => {
    const limit = config.rateLimitPerMinute;
    await takeAllowance(deps, request.context.principal.accountId, {
      kind: 'requests',
      limit,
      windowSeconds: 60,
      refusal: `This account made more than ${limit} requests this minute.`,
    });
  },
});
