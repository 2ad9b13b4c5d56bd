import type { Stores } from '../features/ports.ts';
import { overLimit } from '../kernel/errors.ts';
import { ACCOUNT_LIMIT_REACHED, log } from '../kernel/log.ts';

/** One per-account allowance: what it counts, how much per window, and what a refusal says. */
export interface Allowance {
  kind: string;
  /** 0: no limit (the local runtime's default, docs/api.md §1). */
  limit: number;
  windowSeconds: number;
  refusal: string;
}

/**
 * Takes `amount` from an account's allowance, or refuses with 429 and `Retry-After`; each
 * refusal is logged under one message, which the stack counts into the `AccountLimitHits` alarm.
 */
export async function takeAllowance(
  deps: Pick<Stores, 'limits'>,
  accountId: string,
  allowance: Allowance,
  amount = 1,
): Promise<void> {
  if (!allowance.limit) return;
  const taken = await deps.limits.take(accountId, allowance.kind, amount, allowance.limit, allowance.windowSeconds);
  if (taken.ok) return;
  log.warn(ACCOUNT_LIMIT_REACHED, { accountId, kind: allowance.kind });
  throw overLimit(allowance.refusal, taken.retryAfter);
}
