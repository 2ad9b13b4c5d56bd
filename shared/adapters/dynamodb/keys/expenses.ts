import { pad } from './parts.ts';

/** The keys of the expenses feature's items (docs/data-model.md). */
export const expensesKeys = {
  expense: (accountId: string, expenseId: number) => ({ PK: `A#${accountId}`, SK: `EXP#${pad(expenseId)}` }),
  /** GSI1: the account's live expenses by Date (a deleted one leaves the index). */
  expenseList: (accountId: string, date: string, expenseId: number) => ({
    GSI1PK: `A#${accountId}#EXPS`,
    GSI1SK: `${date}#${pad(expenseId)}`,
  }),
};
