import { copy, type FakeWorld, page } from '../../../test/support/fake-world.ts';
import type { Ports } from '../ports.ts';

/** The fake `mandates` port of the unit tests: in memory, each client's latest mandate pointed at. */
export const mandatesFake = (world: FakeWorld): Ports['mandates'] => ({
  async insert(m) {
    world.mandates.insert(`${m.accountId}/${m.mandateId}`, m, 'mandate');
    world.activeMandates.set(`${m.accountId}/${m.clientId}`, m.mandateId);
  },
  async get(accountId, mandateId) {
    return world.mandates.get(`${accountId}/${mandateId}`);
  },
  async replace(before, after) {
    world.mandates.replace(`${after.accountId}/${after.mandateId}`, before, after);
  },
  async list(accountId) {
    return page(
      [...world.mandates.items.values()]
        .filter((m) => m.accountId === accountId)
        .sort((a, b) => a.mandateId - b.mandateId)
        .map(copy),
    );
  },
  async activeFor(accountId, clientId) {
    const id = world.activeMandates.get(`${accountId}/${clientId}`);
    const mandate = id === undefined ? undefined : world.mandates.get(`${accountId}/${id}`);
    return mandate?.Status === 'active' ? mandate : undefined;
  },
});
