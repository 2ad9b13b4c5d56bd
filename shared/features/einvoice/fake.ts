import type { FakeWorld } from '../../../test/support/fake-world.ts';
import type { Ports } from '../ports.ts';

/** The fake `platform` port of the unit tests: in memory, keeping the promises the services rely on. */
export const platformFake = (world: FakeWorld): Ports['platform'] => ({
  // A platform that takes every file and says `deposited` at once; its other statuses are the test's to add.
  async transmit(file) {
    const flowId = `flow-${file.key}`;
    if (!world.platformFlows.has(flowId))
      world.platformFlows.set(flowId, {
        file,
        statuses: [{ status: 'deposited', at: new Date().toISOString() }],
        reports: [],
      });
    return { flowId };
  },
  async statuses(flowId) {
    return [...(world.platformFlows.get(flowId)?.statuses ?? [])];
  },
  async report(flowId, key, report) {
    const flow = world.platformFlows.get(flowId);
    if (!flow) throw new Error(`no flow ${flowId}`);
    if (!flow.reports.some((r) => r.key === key)) flow.reports.push({ key, report });
  },
});
