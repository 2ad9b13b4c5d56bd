import { serviceUnavailable } from './errors.ts';

/** A store throws this when a conditional write lost to another writer (the version moved on). */
export class WriteConflict extends Error {}

export const WRITE_ATTEMPTS = 5;

/**
 * Optimistic locking: `write` reads, changes and writes conditionally on what it read; when
 * another write came first it runs again from a fresh read, and after too many losses the
 * answer is 503 rather than a lost update.
 */
export async function retryOnConflict<T>(write: () => Promise<T>, attempts = WRITE_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof WriteConflict)) throw error;
      if (attempt >= attempts) throw serviceUnavailable();
    }
  }
}

/** The fields that were sent: a partial update leaves the others as they are. */
export const definedOnly = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
