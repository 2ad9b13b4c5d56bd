import { Busy } from './errors.ts';

/** Waits `ms` milliseconds. */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How `retry` runs. */
export interface RetryOptions {
  /** How many runs at most, the first included. */
  attempts: number;
  /** Whether a failure is worth another run; any other failure is thrown as it is. */
  retryOn: (error: unknown) => boolean;
  /** The wait before run `attempt + 1`; none when absent. */
  backoffMs?: (attempt: number) => number;
  /** What is thrown once the attempts are spent, from the last failure: Busy (503) when absent. */
  whenSpent?: (error: unknown) => unknown;
}

/** Exponential backoff with full jitter: a random wait up to `baseMs x 2^attempt`. */
export const jitter =
  (baseMs: number) =>
  (attempt: number): number =>
    baseMs * 2 ** attempt * Math.random();

/**
 * Runs `run` until it succeeds, a failure is not retryable, or the attempts are spent; then
 * the answer is Busy (503) rather than a lost write. The one retry loop of the service.
 */
export async function retry<T>(run: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run(attempt);
    } catch (error) {
      if (!options.retryOn(error)) throw error;
      if (attempt >= options.attempts) throw options.whenSpent ? options.whenSpent(error) : new Busy();
      const wait = options.backoffMs?.(attempt);
      if (wait) await pause(wait);
    }
  }
}
