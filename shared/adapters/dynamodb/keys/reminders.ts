import { shardOf } from './parts.ts';

/** The keys of the reminders feature's items (docs/data-model.md). */
export const remindersKeys = {
  /** GSI3 (sparse): the accounts whose reminders are on, by when (UTC) their next date starts, in 8 shards: what the scheduled run reads. */
  remindersDue: (accountId: string, dueAt: number) => ({
    GSI3PK: `REMDUE#${shardOf(accountId)}`,
    GSI3SK: `${new Date(dueAt).toISOString()}#${accountId}`,
  }),
};
