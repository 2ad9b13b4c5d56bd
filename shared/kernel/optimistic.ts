import { Busy, isConflict, takenAs } from './errors.ts';
import { jitter, retry } from './retry.ts';

/** How many times a read-change-write runs before the answer is 503. */
export const WRITE_ATTEMPTS = 5;

/**
 * Optimistic locking: `write` reads, changes and writes conditionally on what it read; when
 * another write came first (a Conflict of reason `changed`) it runs again from a fresh read,
 * and after too many losses the answer is Busy (503) rather than a lost update.
 */
export const retryOnConflict = <T>(write: () => Promise<T>, attempts = WRITE_ATTEMPTS): Promise<T> =>
  retry(write, { attempts, retryOn: (error) => isConflict(error, 'changed') });

/** The fields that were sent: a partial update leaves the others as they are. */
export const definedOnly = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Inserts an item under a unique name (a Reference, a Number): `write` takes the name `chosen`
 * by the caller, or draws a fresh one, and inserts. A drawn name that is taken is skipped past
 * with another draw, and a write that lost a race on a shared item (the invoice series' head, an
 * inventory entry) runs again from fresh reads, as `retryContended`; a chosen name that is taken
 * is the caller's 409 on `field`.
 */
export function insertUnique<T>(
  write: () => Promise<T>,
  chosen: string | undefined,
  field: string,
  takenMessage: string,
): Promise<T> {
  if (chosen !== undefined) return takenAs(write, field, takenMessage);
  return retry(write, {
    attempts: CONTENDED_ATTEMPTS,
    retryOn: (error) => isConflict(error, 'taken') || isConflict(error, 'changed'),
    backoffMs: contendedBackoff,
  });
}

/** Enough runs, spread by jitter, that twenty writers at once on one item all get their answer. */
const CONTENDED_ATTEMPTS = 60;
const contendedBackoff = (attempt: number) => jitter(5)(Math.min(attempt, 6));

/**
 * Runs `write` again while another write holds what it changes for a moment (Conflict `held`: a
 * transfer file being made holds the purchase it reads), for about two seconds; then that Conflict
 * stands, the caller's 409.
 */
export const waitWhileHeld = <T>(write: () => Promise<T>): Promise<T> =>
  retry(write, {
    attempts: 12,
    retryOn: (error) => isConflict(error, 'held'),
    backoffMs: (attempt) => jitter(25)(Math.min(attempt, 3)),
    whenSpent: (error) => error,
  });

/**
 * A read-change-write on a hot item (an invoice that payments and credit notes write): each run
 * reads afresh and writes conditionally on the version; enough runs, spread by jitter, that
 * twenty writers at once on one item all get their answer, never a 503 for contention.
 */
export const retryContended = <T>(write: (attempt: number) => Promise<T>): Promise<T> =>
  retry(write, {
    attempts: CONTENDED_ATTEMPTS,
    retryOn: (error) => isConflict(error, 'changed') || error instanceof Busy,
    backoffMs: contendedBackoff,
  });
