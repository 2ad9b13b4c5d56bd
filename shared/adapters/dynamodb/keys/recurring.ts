import { shardOf } from './parts.ts';

/** The keys of the recurring feature's items (docs/data-model.md). */
export const recurringKeys = {
  recurring: (accountId: string, recurringId: string) => ({ PK: `A#${accountId}`, SK: `REC#${recurringId}` }),
  /** GSI1: an account's live profiles, by recurring_id. */
  recurringList: (accountId: string, recurringId: string) => ({
    GSI1PK: `A#${accountId}#RECS`,
    GSI1SK: recurringId,
  }),
  /** GSI2 (sparse): an account's active profiles by their next date: what a clock move runs. */
  recurringDue: (accountId: string, nextDate: string, recurringId: string) => ({
    GSI2PK: `A#${accountId}#RECDUE`,
    GSI2SK: `${nextDate}#${recurringId}`,
  }),
  /** GSI3 (sparse): every account's active profiles by next date, in 8 shards: what the scheduled run reads. */
  recurringDueEverywhere: (accountId: string, nextDate: string, recurringId: string) => ({
    GSI3PK: `RECDUE#${shardOf(`${accountId}/${recurringId}`)}`,
    GSI3SK: `${nextDate}#${accountId}#${recurringId}`,
  }),
};
