import type { Principal } from '../../access/principal.ts';
import { config } from '../../kernel/config.ts';
import { dateIn } from '../../kernel/dates.ts';
import { invalid, notFound } from '../../kernel/errors.ts';
import type { Stores } from '../ports.ts';
import { deadlineFrom } from '../work/model.ts';
import type { AccountClock } from './model.ts';
import type { ClockInput } from './schema.ts';

/**
 * The account's clock: the real time, moved forward by a test clock when one was set, and the
 * date it makes in the account's zone. Every date rule of an account reads this one clock.
 */
export async function accountClock(deps: Pick<Stores, 'accounts'>, accountId: string): Promise<AccountClock> {
  const time = await deps.accounts.time(accountId);
  // A stage whose test clocks are off runs every account on the real time, whatever a test clock
  // set while they were on: an offset left behind moves nothing.
  const moved = config.testClocks && time.simulated;
  const now = Date.now() + (moved ? time.clockOffsetMs : 0);
  return { now, today: dateIn(now, time.timeZone), timeZone: time.timeZone, simulated: moved };
}

/** The clock operations exist only where the stage allows test clocks; elsewhere they are not there at all. */
function requireTestClocks(): void {
  if (!config.testClocks) throw notFound('The account clock (test clocks are off on this stage)');
}

/** The account's clock, as `GET /api/account/clock` tells it. */
export async function readClock(deps: Pick<Stores, 'accounts'>, principal: Principal): Promise<AccountClock> {
  requireTestClocks();
  return accountClock(deps, principal.accountId);
}

/**
 * Moves the account's clock forward to `input.now`; from then on it runs on from there. A time
 * earlier than the clock is refused: an account's clock never goes back.
 */
export async function moveClock(
  deps: Pick<Stores, 'accounts'>,
  principal: Principal,
  input: ClockInput,
): Promise<AccountClock> {
  requireTestClocks();
  const target = Date.parse(input.now);
  const before = await deps.accounts.time(principal.accountId);
  const current = Date.now() + before.clockOffsetMs;
  if (target < current)
    throw invalid(`The clock may only move forward: it is ${new Date(current).toISOString()} already.`, [
      { field: 'now', message: 'is earlier than the account clock' },
    ]);
  // The run of what fell due is pending work from here: should its message be lost, the sweep queues it again.
  await deps.accounts.moveClock(
    principal.accountId,
    before.clockOffsetMs,
    target - Date.now(),
    deadlineFrom(Date.now()),
  );
  return accountClock(deps, principal.accountId);
}
