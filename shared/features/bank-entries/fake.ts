import { copy, type FakeWorld, page } from '../../../test/support/fake-world.ts';
import type { Ports } from '../ports.ts';

/** The fake `bank` port of the unit tests: in memory, keeping the promises the services rely on. */
export const bankFake = (world: FakeWorld): Ports['bank'] => ({
  async createStatement(statement) {
    world.statements.set(`${statement.accountId}/${statement.statementId}`, { ...copy(statement), done: new Set() });
  },
  async statement(accountId, statementId) {
    const held = world.statements.get(`${accountId}/${statementId}`);
    if (!held) return undefined;
    const { done, ...statement } = held;
    return { ...copy(statement), batchesDone: done.size };
  },
  async countBatch(accountId, statementId, batch, counts) {
    const held = world.statements.get(`${accountId}/${statementId}`);
    if (!held || held.done.has(batch)) return;
    held.done.add(batch);
    held.matched += counts.matched;
    held.unmatched += counts.unmatched;
    held.duplicates += counts.duplicates;
  },
  async claims(accountId, names) {
    return new Map(
      names.flatMap((name) => {
        const claim = world.lineClaims.get(`${accountId}/${name}`);
        return claim ? [[name, copy(claim)] as const] : [];
      }),
    );
  },
  async writeEntry(write) {
    world.entryWrite(write)();
  },
  async entry(accountId, entryId) {
    return world.entries.get(`${accountId}/${entryId}`);
  },
  async entries(accountId, filters) {
    return page(
      [...world.entries.items.values()]
        .filter((e) => e.accountId === accountId)
        .filter((e) => !filters.status || e.status === filters.status)
        .filter((e) => !filters.statement || e.statementId === filters.statement.statementId)
        .sort((a, b) => b.entryId - a.entryId)
        .map(copy),
    );
  },
});
