import { pad } from './parts.ts';

/** The keys of the audit feature's items (docs/data-model.md). */
export const auditKeys = {
  /** The end of an account's journal: the Seq and Hash the next entry chains to. */
  journalHead: (accountId: string) => ({ PK: `A#${accountId}`, SK: 'JHEAD' }),
  /** One journal entry: entries sort by Seq. */
  journalEntry: (accountId: string, seq: number) => ({ PK: `A#${accountId}`, SK: `JOURNAL#${pad(seq)}` }),
  /** The sort-key prefix of the journal's entries. */
  journalPrefix: 'JOURNAL#',
};
