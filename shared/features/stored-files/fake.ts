import type { FakeWorld } from '../../../test/support/fake-world.ts';
import type { Ports } from '../ports.ts';

export const storedFilesFake = (world: FakeWorld): Ports['storedFiles'] => ({
  async put(key, file) {
    world.storedFiles.set(key, { type: file.type, bytes: new Uint8Array(file.bytes) });
  },
  async get(key) {
    const file = world.storedFiles.get(key);
    return file && { type: file.type, bytes: new Uint8Array(file.bytes) };
  },
  async opening(key, bytes) {
    const file = world.storedFiles.get(key);
    return file && { type: file.type, size: file.bytes.byteLength, first: file.bytes.slice(0, bytes) };
  },
  async copy(from, to) {
    const file = world.storedFiles.get(from);
    if (!file) throw new Error(`NoSuchKey: ${from}`);
    world.storedFiles.set(to, { type: file.type, bytes: new Uint8Array(file.bytes) });
  },
  async uploadLink(key, file, seconds) {
    return `https://bucket.invalid/${key}?type=${encodeURIComponent(file.type)}&size=${file.size}&expires=${seconds}`;
  },
  async downloadLink(key, seconds) {
    return `https://bucket.invalid/${key}?expires=${seconds}`;
  },
});
