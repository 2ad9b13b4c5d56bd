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
