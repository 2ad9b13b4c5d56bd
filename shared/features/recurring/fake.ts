import { copy, type FakeWorld, page } from '../../../test/support/fake-world.ts';
import { Conflict } from '../../kernel/errors.ts';
import { documentsFake } from '../documents/fake.ts';
import type { Ports } from '../ports.ts';
import { isScheduled } from './model.ts';

/** The fake `recurring` port of the unit tests: in memory, keeping the promises the services rely on. */
export const recurringFake = (world: FakeWorld): Ports['recurring'] => ({
  async insert(profile) {
    const key = `${profile.accountId}/${profile.recurringId}`;
    if (world.recurring.has(key)) throw new Conflict('taken');
    world.recurring.set(key, copy(profile));
  },
  async get(accountId, recurringId) {
    const found = world.recurring.get(`${accountId}/${recurringId}`);
    return found && copy(found);
  },
  async replace(before, after) {
    const key = `${before.accountId}/${before.recurringId}`;
    const stored = world.recurring.get(key);
    if (stored?.version !== before.version || stored.lastInvoice !== before.lastInvoice) throw new Conflict('changed');
    world.recurring.set(key, copy(after));
  },
  async list(accountId, filters) {
    return page(
      [...world.recurring.values()]
        .filter((r) => r.accountId === accountId && r.folder === 'active')
        .filter((r) => filters.clientId === undefined || r.clientId === filters.clientId)
        .filter((r) => !filters.status || r.status === filters.status)
        .sort((a, b) => a.recurringId.localeCompare(b.recurringId))
        .map(copy),
    );
  },
  async due(accountId, today, limit) {
    return [...world.recurring.values()]
      .filter((r) => r.accountId === accountId && isScheduled(r) && r.nextDate <= today)
      .sort((a, b) => `${a.nextDate}#${a.recurringId}`.localeCompare(`${b.nextDate}#${b.recurringId}`))
      .slice(0, limit)
      .map(copy);
  },
  async dueAccounts(date) {
    const due = [...world.recurring.values()].filter((r) => isScheduled(r) && r.nextDate <= date);
    return [...new Set(due.map((r) => r.accountId))];
  },
  async run(before, after, invoice, history) {
    const key = `${before.accountId}/${before.recurringId}`;
    // One write, as the table's transaction: the profile is taken before anything awaits.
    const current = world.recurring.get(key);
    if (current?.version !== before.version) throw new Conflict('changed');
    world.recurring.set(key, copy(after));
    try {
      await documentsFake(world).write([{ after: invoice }], history);
    } catch (error) {
      world.recurring.set(key, current);
      throw error;
    }
  },
});
