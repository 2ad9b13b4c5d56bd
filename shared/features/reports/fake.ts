import type { FakeWorld } from '../../../test/support/fake-world.ts';
import type { Ports } from '../ports.ts';
import { sumOf } from './contributions.ts';

/** The fake `reports` port of the unit tests: in memory, keeping the promises the services rely on. */
export const reportsFake = (world: FakeWorld): Ports['reports'] => ({
  async apply(accountId, changeId, delta) {
    if (world.applied.has(`${accountId}/${changeId}`)) return false;
    world.applied.add(`${accountId}/${changeId}`);
    world.aggregates.set(accountId, sumOf([world.aggregates.get(accountId) ?? new Map(), delta]));
    return true;
  },
  async pendingSince() {
    return undefined;
  },
  async months(accountId, from, to) {
    return world
      .aggregatesOf(accountId)
      .filter((a) => a.key.kind === 'month' && a.key.month >= from && a.key.month <= to);
  },
  async clientMonths(accountId, from, to) {
    return world
      .aggregatesOf(accountId)
      .filter((a) => a.key.kind === 'client-month' && a.key.month >= from && a.key.month <= to);
  },
  async dues(accountId) {
    return world.aggregatesOf(accountId).filter((a) => a.key.kind === 'due');
  },
  async payables(accountId) {
    return world.aggregatesOf(accountId).filter((a) => a.key.kind === 'payable');
  },
  async replace(accountId, totals) {
    world.aggregates.set(accountId, sumOf([totals]));
  },
});
