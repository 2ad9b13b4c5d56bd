import { pad } from './parts.ts';

/** The keys of the bank-entries feature's items (docs/data-model.md). */
export const bankEntriesKeys = {
  /** A bank statement an account imported (docs/api.md §15). */
  bankStatement: (accountId: string, statementId: number) => ({
    PK: `A#${accountId}`,
    SK: `BANKSTMT#${pad(statementId)}`,
  }),
  /** A bank entry: its key sorts by entry_id, and a statement's entries are one range of ids. */
  bankEntry: (accountId: string, entryId: number) => ({
    PK: `A#${accountId}`,
    SK: `${bankEntriesKeys.bankEntryPrefix}${pad(entryId)}`,
  }),
  bankEntryPrefix: 'BANKENTRY#',
};
