import { startOfDay } from '../../kernel/dates.ts';

/** An account's time, as its date rules read it (docs/api.md §13). */
export interface AccountClock {
  /** Epoch ms by the account's clock. */
  now: number;
  /** The date by that clock in the account's zone (`YYYY-MM-DD`): what "today" means for the account. */
  today: string;
  timeZone: string;
  /** Whether a test clock moved it. */
  simulated: boolean;
}

/** When the account's date `date` starts, in real time (epoch ms): what a schedule reading the real clock waits for. */
export const realStartOf = (clock: AccountClock, date: string, realNow = Date.now()): number =>
  startOfDay(date, clock.timeZone) - (clock.now - realNow);
