import { copy, type FakeWorld, page } from '../../../test/support/fake-world.ts';
import type { Ports } from '../ports.ts';
import type { Expense } from './model.ts';

/** The fake `expenses` port of the unit tests: in memory. */
export const expensesFake = (world: FakeWorld): Ports['expenses'] => {
  const live = (accountId: string) =>
    [...world.expenses.items.values()]
      .filter((e) => e.accountId === accountId && e.folder === 'active')
      .sort((a, b) => b.Date.localeCompare(a.Date) || b.expenseId - a.expenseId);
  return {
    async insert(e) {
      world.expenses.insert(`${e.accountId}/${e.expenseId}`, e, 'expense');
    },
    async get(accountId, expenseId) {
      return world.expenses.get(`${accountId}/${expenseId}`);
    },
    async replace(before, after) {
      world.expenses.replace(`${after.accountId}/${after.expenseId}`, before, after);
    },
    async list(accountId, f) {
      const keep = (e: Expense) =>
        (f.category === undefined || e.Category === f.category) &&
        (f.supplierId === undefined || e.supplierId === f.supplierId) &&
        (f.from === undefined || e.Date >= f.from) &&
        (f.to === undefined || e.Date <= f.to) &&
        (f.createdBy === undefined || e.createdBy === f.createdBy);
      return page(live(accountId).filter(keep).map(copy));
    },
    async *dated(accountId, from, to) {
      yield live(accountId)
        .filter((e) => e.Date >= from && e.Date <= to)
        .map(copy);
    },
  };
};
