import { delimited, pad } from './parts.ts';

const AGGREGATE_PENDING = 'AGGPEND#';

/** The keys of the reports feature's items (docs/data-model.md). */
export const reportsKeys = {
  /** A maintained total of the reports (docs/reports.md), by its aggregate id. */
  aggregate: (accountId: string, id: string) => ({ PK: `A#${accountId}`, SK: `AGG#${id}` }),
  /**
   * A document change the reports' totals do not hold yet: written with the change, deleted by
   * the stream worker in the write that adds it, so a report waits until none is left.
   */
  aggregatePending: (accountId: string, type: string, number: string, version: number) => ({
    PK: `A#${accountId}`,
    SK: `${AGGREGATE_PENDING}${type}#${delimited(number)}#${pad(version)}`,
  }),
  /** The sort-key prefix of every pending mark of an account. */
  aggregatePendingPrefix: AGGREGATE_PENDING,
  /** That a stream change was added to the totals: kept while the stream may deliver it again. */
  aggregateApplied: (accountId: string, changeId: string) => ({ PK: `A#${accountId}`, SK: `AGGDONE#${changeId}` }),
};
