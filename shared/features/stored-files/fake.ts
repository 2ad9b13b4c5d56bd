import type { FakeWorld } from '../../../test/support/fake-world.ts';
import type { Ports } from '../ports.ts';

/** The fake `storedFiles` port of the unit tests: the files in memory, copied in and out. */
export const storedFilesFake = (world: FakeWorld): Ports['storedFiles'] => ({
  async put(key, file) {
    world.storedFiles.set(key, { type: file.type, bytes: new Uint8Array(file.bytes) });
  },
  async get(key) {
    const file = world.storedFiles.get(key);
    return file && { type: file.type, bytes: new Uint8Array(file.bytes) };
  },
});
