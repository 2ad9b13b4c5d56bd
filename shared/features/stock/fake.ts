import { copy, type FakeWorld, page } from '../../../test/support/fake-world.ts';
import type { Ports } from '../ports.ts';

/** The fake `stock` port of the unit tests: the movements the fake documents' writes made. */
export const stockFake = (world: FakeWorld): Ports['stock'] => ({
  async movements(accountId, name) {
    return page(
      world.stockMovements
        .filter((m) => m.accountId === accountId && m.name === name)
        .sort((a, b) => b.seq - a.seq)
        .map(copy),
    );
  },
});
