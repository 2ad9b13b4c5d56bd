/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */
import type { AggregateKey, Contribution, Totals } from './model.ts';

/** One version of a document, as the mark of a change the totals wait on names it. */
export interface DocumentVersion {
  type: string;
  number: string;
  version: number;
}

/** One maintained item: its key and totals. */
export interface Aggregate {
  key: AggregateKey;
  totals: Totals;
}

/** The reports' maintained totals (docs/reports.md). */
export interface ReportsPort {
  /**
   * Adds a change's amounts to the totals, once however often the change is delivered (false
   * when it was added already), and clears the mark of the document version it `settles`.
   */
  apply(accountId: string, changeId: string, delta: Contribution, settles?: DocumentVersion): Promise<boolean>;
  /** When the earliest change not in the totals yet was made (epoch ms); undefined when every marked change is in. */
  pendingSince(accountId: string): Promise<number | undefined>;
  /** The month items from `from` to `to` (`YYYY-MM`, both included). */
  months(accountId: string, from: string, to: string): Promise<Aggregate[]>;
  /** The month-and-client items of those months. */
  clientMonths(accountId: string, from: string, to: string): Promise<Aggregate[]>;
  /** What is due, one item per client. */
  dues(accountId: string): Promise<Aggregate[]>;
  /** What is owed, one item per supplier. */
  payables(accountId: string): Promise<Aggregate[]>;
  /** Replaces every total of the account with these (a rebuild). */
  replace(accountId: string, totals: Contribution): Promise<void>;
}
