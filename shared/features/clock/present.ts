import type { AccountClock } from './model.ts';

/** The clock as the API shows it: `now` in UTC. */
export const clockRecord = (clock: AccountClock) => ({
  now: new Date(clock.now).toISOString(),
  simulated: clock.simulated,
});
