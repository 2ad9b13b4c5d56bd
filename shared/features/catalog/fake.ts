import { copy, type FakeWorld, page } from '../../../test/support/fake-world.ts';
import type { Ports } from '../ports.ts';

/** The fake `catalog` port of the unit tests: in memory, keeping the promises the services rely on. */
export const catalogFake = (world: FakeWorld): Ports['catalog'] => ({
  async insert(category) {
    world.categories.insert(`${category.accountId}/${category.Name}`, category, `The category Name "${category.Name}"`);
  },
  async get(accountId, name) {
    return world.categories.get(`${accountId}/${name}`);
  },
  async replace(before, after) {
    world.categories.replace(`${after.accountId}/${after.Name}`, before, after);
  },
  async remove(before) {
    world.categories.delete(`${before.accountId}/${before.Name}`, before);
  },
  async list(accountId, folder) {
    return page(
      [...world.categories.items.values()].filter((c) => c.accountId === accountId && c.folder === folder).map(copy),
    );
  },
});
