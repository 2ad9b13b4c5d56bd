import { copy, type FakeWorld } from '../../../test/support/fake-world.ts';
import { Conflict } from '../../kernel/errors.ts';
import type { Ports } from '../ports.ts';

/** The fake `exports` port of the unit tests: in memory, keeping the promises the services rely on. */
export const exportsFake = (world: FakeWorld): Ports['exports'] => ({
  async create(job) {
    world.exportJobs.set(`${job.accountId}/${job.exportId}`, copy(job));
  },
  async get(accountId, exportId) {
    const job = world.exportJobs.get(`${accountId}/${exportId}`);
    return job && copy(job);
  },
  async replace(before, after, journal = []) {
    if (world.exportJobs.get(`${before.accountId}/${before.exportId}`)?.version !== before.version)
      throw new Conflict('changed');
    world.exportJobs.set(`${after.accountId}/${after.exportId}`, copy(after));
    world.journalWrite(after.accountId, journal);
  },
});

/** The fake `exportFiles` port of the unit tests: in memory, keeping the promises the services rely on. */
export const exportFilesFake = (world: FakeWorld): Ports['exportFiles'] => ({
  async write(key, file, text) {
    let all = '';
    for await (const chunk of text) all += chunk;
    world.exportFiles.set(key, { ...file, text: all });
  },
  async exists(key) {
    return world.exportFiles.has(key);
  },
  async link(key) {
    return `memory://${key}`;
  },
});
