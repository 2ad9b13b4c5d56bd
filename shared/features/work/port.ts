import type { PendingWork, WorkKind } from './model.ts';

/**
 * Pending work across accounts, for the sweeper (docs/asynchronous-work.md). Each feature writes
 * its own work's marker in its own write; this port finds the overdue ones and moves them on.
 */
export interface PendingWorkPort {
  /** Pending work whose deadline is before `before`, oldest first per shard, `limit` at most. */
  overdue(before: number, limit: number): Promise<PendingWork[]>;
  /**
   * Moves the work's deadline to `deadline` and counts a sweep, unless its marker changed since it
   * was read (done, or moved by another sweep): false then, and the caller leaves it.
   */
  postpone(work: PendingWork, deadline: number): Promise<boolean>;
  /** Clears the work's marker, unless it changed since it was read. */
  settle(work: PendingWork): Promise<void>;
  /** Writes a marker of its own for the work, due by its deadline (written again: the deadline moves on, its sweeps start over). */
  mark(work: Omit<PendingWork, 'sweeps'>): Promise<void>;
  /** Removes a marker of its own: the work is done, whatever its deadline. */
  clear(accountId: string, kind: WorkKind, ref: string): Promise<void>;
  /** The account's pending work of one kind held in a marker of its own (`send`, `accountrun`). */
  ofAccount(accountId: string, kind: WorkKind): Promise<PendingWork[]>;
}
