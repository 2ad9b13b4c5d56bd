import { copy, type FakeWorld, page } from '../../../test/support/fake-world.ts';
import { Conflict } from '../../kernel/errors.ts';
import type { Ports } from '../ports.ts';

/** The fake `clients` port of the unit tests: in memory, keeping the promises the services rely on. */
export const clientsFake = (world: FakeWorld): Ports['clients'] => ({
  async insert(client) {
    const ref = `${client.accountId}/${client.Reference}`;
    if (world.references.has(ref)) throw new Conflict('taken', `The Reference "${client.Reference}" is taken.`);
    world.clients.insert(`${client.accountId}/${client.clientId}`, client, 'client');
    world.references.set(ref, client.clientId);
  },
  async get(accountId, clientId) {
    return world.clients.get(`${accountId}/${clientId}`);
  },
  async replace(before, after) {
    const ref = `${after.accountId}/${after.Reference}`;
    if (after.folder !== 'deleted' && world.references.has(ref) && world.references.get(ref) !== after.clientId) {
      throw new Conflict('taken', `The Reference "${after.Reference}" is taken.`);
    }
    world.clients.replace(`${after.accountId}/${after.clientId}`, before, after);
    if (world.references.get(`${before.accountId}/${before.Reference}`) === before.clientId)
      world.references.delete(`${before.accountId}/${before.Reference}`);
    if (after.folder !== 'deleted') world.references.set(ref, after.clientId);
  },
  async list(accountId, folder) {
    return page(
      [...world.clients.items.values()]
        .filter((c) => c.accountId === accountId && c.folder === folder)
        .reverse()
        .map(copy),
    );
  },
  async byReference(accountId, reference) {
    const id = world.references.get(`${accountId}/${reference}`);
    return id === undefined ? undefined : world.clients.get(`${accountId}/${id}`);
  },
  async liveIds(accountId, ids) {
    return new Set(ids.filter((id) => world.clients.get(`${accountId}/${id}`)?.folder === 'active'));
  },
  async many(accountId, ids) {
    return ids.flatMap((id) => {
      const client = world.clients.get(`${accountId}/${id}`);
      return client ? [copy(client)] : [];
    });
  },
});
