/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */
/** Counters of what an account used in a window of time (rate limits, quotas). */
export interface LimitsPort {
  /**
   * Takes `amount` from the account's `kind` allowance of `limit` per window of `windowSeconds`:
   * `retryAfter` (seconds until the window ends) when it would pass the limit, nothing taken.
   */
  take(
    accountId: string,
    kind: string,
    amount: number,
    limit: number,
    windowSeconds: number,
  ): Promise<{ ok: boolean; retryAfter: number }>;
}
