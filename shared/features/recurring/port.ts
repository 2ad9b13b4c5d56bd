/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */

import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { Document, HistoryEntry } from '../documents/model.ts';
import type { Recurring, RecurringFilters } from './model.ts';

/** Recurring profiles (docs/api.md §13). */
export interface RecurringPort {
  /** Conflict `taken` when the recurring_id is held. */
  insert(profile: Recurring): Promise<void>;
  get(accountId: string, recurringId: string): Promise<Recurring | undefined>;
  /**
   * Conflict `changed` when another write came first, or when the last invoice moved since `before`
   * was read (its issue renames it without a new version).
   */
  replace(before: Recurring, after: Recurring): Promise<void>;
  list(accountId: string, filters: RecurringFilters, limit: number, start?: StartKey): Promise<Page<Recurring>>;
  /** The account's active profiles whose next date is on or before `today`, earliest first. */
  due(accountId: string, today: string, limit: number): Promise<Recurring[]>;
  /** Accounts with an active profile whose next date is on or before `date`: what the scheduled run visits. */
  dueAccounts(date: string, limit: number): Promise<string[]>;
  /**
   * Makes one date's invoice: the invoice, its history, and the profile moved past the date, in
   * one write, only if the profile is still as read (Conflict `changed`: another run made it).
   * `sendBy`: the invoice is to be e-mailed, pending work (`send`) until then, in the same write.
   */
  run(before: Recurring, after: Recurring, invoice: Document, history: HistoryEntry[], sendBy?: number): Promise<void>;
}
