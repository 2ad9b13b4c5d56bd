/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */
import type { Principal } from '../../access/principal.ts';
import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { Logo, LogoInfo } from '../profile/logo.ts';
import type { Profile } from '../profile/model.ts';
import type { ReminderRun, ReminderSettings } from '../reminders/model.ts';
import type { Account, AccountTime, UserItem } from './model.ts';

/** Accounts, their users and their tokens. */
export interface AccountsPort {
  /** The account's clock and zone (read consistently: a moved clock holds for the next request). */
  time(accountId: string): Promise<AccountTime>;
  /** Moves the clock to `offsetMs` ahead of the real time if it is still at `fromOffsetMs`; Conflict `changed` otherwise. */
  moveClock(accountId: string, fromOffsetMs: number, offsetMs: number, runBy: number): Promise<void>;
  /** The account's reminder settings; undefined before the first PUT. */
  reminders(accountId: string): Promise<ReminderSettings | undefined>;
  /**
   * Writes the settings (not `through`); `next` when reminders are being enabled: the last date
   * done and when (real epoch ms) the run is due next. While enabled, the account is in the
   * reminders' due index.
   */
  setReminders(accountId: string, settings: ReminderSettings, next?: ReminderRun): Promise<void>;
  /** Moves `through` forward (never back) and the next run's time, while reminders are enabled; otherwise nothing. */
  advanceReminders(accountId: string, next: ReminderRun): Promise<void>;
  /** The accounts whose reminders are due to run by `at` (real epoch ms), at most about `limit`. */
  remindersDue(at: number, limit: number): Promise<string[]>;
  /** A new account with its owner; Conflict `taken` when the company name is held. */
  create(accountId: string, company: string, currency: string, owner: UserItem): Promise<void>;
  accountIdOf(company: string): Promise<string | undefined>;
  account(accountId: string): Promise<Account | undefined>;
  user(accountId: string, userId: number): Promise<UserItem | undefined>;
  /** The caller behind a token hash, read consistently. */
  principal(tokenHash: string): Promise<Principal | undefined>;
  replaceToken(accountId: string, company: string, user: UserItem, tokenHash: string): Promise<void>;
  addUser(accountId: string, company: string, user: UserItem): Promise<void>;
  /** Conflict `changed` when the user changed since `before` was read. */
  replaceUser(accountId: string, company: string, before: UserItem, after: UserItem): Promise<void>;
  removeUser(accountId: string, user: UserItem): Promise<void>;
  users(accountId: string, limit: number, start?: StartKey): Promise<Page<UserItem>>;
  /** The seller profile and its version (0 before the first write), with the account's company name, currency and logo (one item). */
  profile(
    accountId: string,
  ): Promise<
    { profile: Partial<Profile>; version: number; company: string; currency: string; logo?: LogoInfo } | undefined
  >;
  /** Writes the profile if still at `version`; Conflict `changed` otherwise. */
  setProfile(accountId: string, profile: Profile, version: number): Promise<void>;
  /**
   * Replaces the account's logo (`next` none: removes it), if it is still `previous`: the image
   * and its facts in one write; Conflict `changed` when another write came first.
   */
  setLogo(accountId: string, next: Logo | undefined, previous: LogoInfo | undefined): Promise<void>;
  /** The image of the logo `info` describes, read consistently; none when it is gone. */
  logoBytes(accountId: string, info: LogoInfo): Promise<Uint8Array | undefined>;
}

/** Per-account counters: client_id, user_id, callback_id, document Numbers. */
export interface SequencesPort {
  /** The next number of a sequence (1, 2, 3...), atomic under concurrency; with `count`, the last of that many taken at once. */
  next(accountId: string, kind: string, count?: number): Promise<number>;
  /**
   * The head of a series numbered at issue (docs/api.md §22), read consistently: its last place
   * and that date. A write moves it only with the issue it numbers, conditional on it.
   */
  head(accountId: string, kind: string): Promise<{ seq: number; lastDate: string }>;
  /**
   * Moves a sequence back from `value` to the number before it, only while `value` is still its
   * last: a number taken by a write that was then refused goes to the next one, leaving no gap.
   * Where a later number was taken meanwhile, nothing changes (the gap stays).
   */
  giveBack(accountId: string, kind: string, value: number): Promise<void>;
}
