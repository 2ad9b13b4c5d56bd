/**
 * What the feature needs of the outside world, said in its own types; the adapters implement it,
 * the fakes of the unit tests too (shared/features/ports.ts lists every port).
 */
import type { Page, StartKey } from '../../kernel/pagination.ts';
import type { Expense, ExpenseFilters } from './model.ts';

/** Expenses, by id, and listed by Date. */
export interface ExpensesPort {
  insert(expense: Expense): Promise<void>;
  get(accountId: string, expenseId: number): Promise<Expense | undefined>;
  /** Conflict `changed` when another write came first. */
  replace(before: Expense, after: Expense): Promise<void>;
  /** One page of live expenses, newest Date first, that pass the filters. */
  list(accountId: string, filters: ExpenseFilters, limit: number, start?: StartKey): Promise<Page<Expense>>;
  /** Every live expense dated `from` to `to` (both included), for the reports and the FEC. */
  dated(accountId: string, from: string, to: string): AsyncIterable<Expense[]>;
}
