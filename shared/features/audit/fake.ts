import { copy, type FakeWorld, page } from '../../../test/support/fake-world.ts';
import type { Ports } from '../ports.ts';

/** The fake `journal` port of the unit tests: the entries the fake stores' writes appended. */
export const journalFake = (world: FakeWorld): Ports['journal'] => ({
  async list(accountId, filters) {
    return page(
      (world.journals.get(accountId) ?? [])
        .filter((e) => (filters.kind === undefined || e.Kind === filters.kind) && (filters.from ?? '') <= e.At)
        .filter((e) => filters.to === undefined || e.At <= filters.to)
        .map(copy),
    );
  },
  async range(accountId, first, last) {
    return (world.journals.get(accountId) ?? []).filter((e) => e.Seq >= first && e.Seq <= last).map(copy);
  },
  async head(accountId) {
    const last = world.journals.get(accountId)?.at(-1);
    return last && { seq: last.Seq, hash: last.Hash, at: last.At };
  },
});

/** The fake `archive` port of the unit tests: files by key, each written once. */
export const archiveFake = (world: FakeWorld): Ports['archive'] => ({
  async keep(key, file) {
    if (world.archived.has(key)) return false;
    world.archived.set(key, { type: file.type, bytes: new Uint8Array(file.bytes) });
    return true;
  },
  async names(prefix) {
    return [...world.archived.keys()]
      .filter((k) => k.startsWith(prefix))
      .map((k) => k.slice(prefix.length))
      .sort();
  },
  async get(key) {
    const file = world.archived.get(key);
    return file && { type: file.type, bytes: new Uint8Array(file.bytes) };
  },
});
