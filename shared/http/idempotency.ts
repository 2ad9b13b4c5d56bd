import { IdempotencyConfig } from '@aws-lambda-powertools/idempotency';
import { makeHandlerIdempotent } from '@aws-lambda-powertools/idempotency/middleware';
import type { BasePersistenceLayer } from '@aws-lambda-powertools/idempotency/persistence';
import { alreadyApplied, idempotencyInProgress, idempotencyKeyReused, invalid } from '../kernel/errors.ts';
import { log } from '../kernel/log.ts';
import type { Operation } from '../kernel/operation.ts';
import type { RequestClaim } from '../kernel/request-scope.ts';
import type { Answer } from './answers.ts';
import type { Middleware } from './middleware.ts';

/** The header's name as API Gateway hands it over (lower case). */
const HEADER = 'idempotency-key';
/** 1 to 255 printable ASCII characters (docs/api.md §11). */
const WELL_FORMED_KEY = /^[\x20-\x7e]{1,255}$/;
/** How long an answer is kept for its key. */
const KEPT_SECONDS = 24 * 60 * 60;

/** The marker of a replayed answer (a kept answer is an Answer, stored as JSON). */
const replayed = <T>(kept: T): T => {
  const answer = kept as Answer;
  return { ...answer, headers: { ...answer.headers, 'idempotent-replayed': 'true' } } as T;
};

/**
 * "The same request": method, path, query and the body's bytes; another one with the key is
 * refused. One list for what Powertools compares and what the claim's payload hash holds.
 */
const SAME_REQUEST = ['requestContext.http.method', 'rawPath', 'rawQueryString', 'body', 'isBase64Encoded'];

const settings = new IdempotencyConfig({
  eventKeyJmesPath: `headers."${HEADER}"`,
  payloadValidationJmesPath: `[${SAME_REQUEST.join(', ')}]`,
  expiresAfterSeconds: KEPT_SECONDS,
  // The record is named by a hash of the key, and the key opens the kept answer: no MD5 for either.
  hashFunction: 'sha256',
  responseHook: replayed,
});

/** Whose kept answers: the account's, and in it the user's own. */
export interface RecordOwner {
  accountId: string;
  userId: number;
}

/** What a request's claim names: its operation, where the claim is taken, and the request's payload. */
export interface ClaimedRequest {
  operation: string;
  mode: RequestClaim['mode'];
  payload: string;
}

/** Where kept answers live (the table, in adapters/dynamodb/idempotency-store.ts): a store per owner and key. */
export interface IdempotencyRecords {
  store(owner: RecordOwner, idempotencyKey: string): BasePersistenceLayer;
  /** The prefix of an owner's record names. */
  prefix(owner: RecordOwner): string;
  /** The claim the request's change will carry (shared/kernel/request-scope.ts). */
  claim(owner: RecordOwner, idempotencyKey: string, request: ClaimedRequest): RequestClaim;
  /** Whether an earlier request made the change of this claim: `same` with this payload, `other` with another. */
  held(claim: RequestClaim): Promise<'same' | 'other' | undefined>;
}

type PowertoolsMiddleware = ReturnType<typeof makeHandlerIdempotent>;
type Request = Parameters<NonNullable<Middleware['before']>>[0];

/**
 * `Idempotency-Key` on a POST or PUT (docs/api.md §11), by Powertools' idempotency utility:
 * the first 2xx answer is kept 24 hours for the user and key, sealed with the key, and replayed
 * with `Idempotent-Replayed: true`; errors are not kept. Runs after authentication (keys belong to
 * the account) and before the body is read (a replay needs no valid body to answer).
 *
 * Powertools' middleware is driven from here only for the request that took the key: its own
 * `onError` deletes the record of whatever request failed, so a refused duplicate would remove the
 * running request's lock, or a refused mismatch the kept answer (powertools-lambda-typescript#5675,
 * fixed after 2.35). Requests without the header pass through untouched.
 */
export const idempotency = (records: IdempotencyRecords, op: Pick<Operation, 'name' | 'sends'>): Middleware => {
  const owned = new WeakMap<Request, PowertoolsMiddleware>();
  return {
    before: async (request) => {
      const key = request.event.headers?.[HEADER];
      if (key === undefined) return;
      if (!WELL_FORMED_KEY.test(key)) throw invalid('Idempotency-Key must be 1 to 255 printable ASCII characters.');
      const owner = { accountId: request.context.principal.accountId, userId: request.context.principal.userId };
      const keeper = makeHandlerIdempotent({
        persistenceStore: records.store(owner, key),
        config: settings,
        keyPrefix: records.prefix(owner),
      });
      const claim = records.claim(owner, key, {
        operation: op.name,
        // An e-mail is no table write: its claim is taken alone, just before it goes.
        mode: op.sends === 'email' ? 'side-effect' : 'write',
        payload: JSON.stringify(payloadOf(request.event)),
      });
      // The kept answer's record and the change's claim, read at once: a lost answer's change is found here.
      const [kept, held] = await Promise.all([
        (keeper.before as (r: Request) => Promise<unknown>)(request).catch((error: unknown) => {
          throw refusalOf(error);
        }),
        records.held(claim),
      ]);
      if (kept !== undefined) return kept as Answer;
      if (held) {
        await keeper.onError?.(request as never);
        throw held === 'same' ? alreadyApplied() : idempotencyKeyReused();
      }
      owned.set(request, keeper);
      request.context.claim = claim;
    },
    after: async (request) => {
      const keeper = owned.get(request);
      if (!keeper) return;
      try {
        await keeper.after?.(request as never);
      } catch (error) {
        // The work is done and its answer is right; only the keeping failed (an answer larger than an
        // item). Free the key so a retry runs rather than waiting on a record that will not complete.
        log.warn('the answer could not be kept for its Idempotency-Key', { error: String(error) });
        await keeper.onError?.(request as never);
      }
    },
    onError: async (request) => {
      await owned.get(request)?.onError?.(request as never);
    },
  };
};

/** "The same request" of an event: the values of SAME_REQUEST's paths, as Powertools reads them. */
const payloadOf = (event: Request['event']) =>
  SAME_REQUEST.map((path) =>
    path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], event),
  );

function refusalOf(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (error.name === 'IdempotencyValidationError') return idempotencyKeyReused();
  if (error.name === 'IdempotencyAlreadyInProgressError') return idempotencyInProgress();
  return error;
}
