import { copy, type FakeWorld } from '../../../test/support/fake-world.ts';
import type { Ports } from '../ports.ts';

/** The fake `shares` port of the unit tests: in memory, keeping the promises the services rely on. */
export const sharesFake = (world: FakeWorld): Ports['shares'] => ({
  async create(link, entry) {
    world.shares.set(link.tokenHash, copy(link));
    world.history.push(copy(entry));
  },
  async find(tokenHash) {
    return copy(world.shares.get(tokenHash));
  },
  async ofDocument(accountId, type, number) {
    return [...world.shares.values()].filter(
      (l) => l.accountId === accountId && l.type === type && l.number === number,
    );
  },
  async revoke(links) {
    for (const link of links) world.shares.delete(link.tokenHash);
  },
});
