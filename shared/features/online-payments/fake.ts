import type { FakeWorld } from '../../../test/support/fake-world.ts';
import type { Ports } from '../ports.ts';

/** The fake `providerRecords` port of the unit tests: in memory. */
export const providerRecordsFake = (world: FakeWorld): Ports['providerRecords'] => ({
  async settings(accountId) {
    const held = world.providers.get(accountId);
    return held && { ...held };
  },
  async keepSettings(accountId, settings) {
    world.providers.set(accountId, { ...settings });
  },
});
