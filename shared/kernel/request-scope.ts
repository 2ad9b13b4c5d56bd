import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The claim a request with an `Idempotency-Key` leaves in the table with its change (docs/api.md
 * §11): its first write carries it, all or nothing, so a retry after an answer that was lost (504
 * `outcome_unknown`, a dropped connection) finds the change made and makes it no second time.
 */
export interface RequestClaim {
  readonly accountId: string;
  readonly userId: number;
  /** The SHA-256 of the key, as the kept answer's record is named (the key itself is never stored). */
  readonly keyHash: string;
  readonly operation: string;
  /** The SHA-256 of the request's method, path, query and body: the same key on another request is refused. */
  readonly payloadHash: string;
  /**
   * `write`: the request's first transaction or creating Put carries it. `side-effect`: the
   * operation's change is something the table cannot hold in a transaction (an e-mail): the claim
   * is written alone just before it (`onceForRequest`), and no write before it takes it.
   */
  readonly mode: 'write' | 'side-effect';
  /** Written, or on its way (its write's outcome is the request's). */
  taken: boolean;
  /** Writes the claim alone; refuses (`already_applied`) when an earlier request holds it. */
  readonly takeAlone: () => Promise<void>;
  /** Removes a claim taken alone, when the side effect it guarded surely did not happen. */
  readonly release: () => Promise<void>;
}

/** What the work of one API request runs under: its deadline and its claim. */
export interface RequestScope {
  /** Aborted when the function answered at its deadline: the work still running stops at its next call to the table. */
  readonly signal?: AbortSignal;
  readonly claim?: RequestClaim;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs a request's work in its scope (every call it makes, awaited or not, sees the scope). */
export const inRequestScope = <T>(scope: RequestScope, work: () => T): T => scopes.run(scope, work);

/** Runs work outside any request's scope (the local runtime's invocations: one process runs them all). */
export const outsideRequests = <T>(work: () => T): T => scopes.exit(work);

/** The scope of the request whose work is running, if any (workers run none). */
export const currentRequest = (): RequestScope | undefined => scopes.getStore();

/** The error of a call made after the request's answer went (the deadline passed): it may not start. */
export class RequestAbandoned extends Error {
  constructor() {
    super('the request answered at its deadline: its remaining work is dropped');
    this.name = 'RequestAbandoned';
  }
}

/**
 * Runs a side effect the table cannot hold in a transaction (an e-mail) at most once per
 * `Idempotency-Key`: the request's claim is written first (an earlier request holding it refuses
 * with `already_applied`); should the effect fail for sure, the claim is released so a retry may
 * try again; should it time out, the claim stays (the mail may have gone). Without a key, it runs.
 */
export async function onceForRequest<T>(effect: () => Promise<T>): Promise<T> {
  const claim = currentRequest()?.claim;
  if (!claim || claim.taken) return effect();
  await claim.takeAlone();
  try {
    return await effect();
  } catch (error) {
    if (!isTimeout(error)) await claim.release();
    throw error;
  }
}

/**
 * No answer came in time (the SDK's own timeout, a socket timing out, the function's deadline):
 * what was asked may have been done.
 */
export const isTimeout = (error: unknown): boolean =>
  error instanceof Error &&
  ['TimeoutError', 'RequestTimeout', 'RequestTimeoutException', 'AbortError'].includes(error.name);
