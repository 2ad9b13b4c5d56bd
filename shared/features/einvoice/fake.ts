import type { FakeWorld } from '../../../test/support/fake-world.ts';
import type { Ports } from '../ports.ts';
import { issueRules } from './issue-rules.ts';
import type { InboundMessage, StoredPlatform } from './platform-model.ts';

/** The fake `platform` port of the unit tests: in memory, keeping the promises the services rely on. */
export const platformFake = (world: FakeWorld): Ports['platform'] => ({
  // A platform that takes every file and says `deposited` at once; its other statuses are the test's to add.
  async transmit(_to, file) {
    const flowId = `flow-${file.key}`;
    if (!world.platformFlows.has(flowId))
      world.platformFlows.set(flowId, {
        file,
        statuses: [{ status: 'deposited', at: new Date().toISOString() }],
      });
    return { flowId };
  },
  async statuses(_to, flowId) {
    return { reports: [...(world.platformFlows.get(flowId)?.statuses ?? [])], unread: [] };
  },
  async directory() {
    return [];
  },
});

/** The fake `platformRecords` port: settings and kept messages in memory. */
export const platformRecordsFake = (_world: FakeWorld): Ports['platformRecords'] => {
  const settings = new Map<string, StoredPlatform>();
  const messages = new Map<string, InboundMessage>();
  const keyOf = (accountId: string, id: string) => `${accountId}\n${id}`;
  return {
    async settings(accountId) {
      return settings.get(accountId);
    },
    async keepSettings(accountId, s) {
      settings.set(accountId, s);
    },
    async removeSettings(accountId) {
      settings.delete(accountId);
    },
    async takeMessage(message) {
      const known = messages.get(keyOf(message.accountId, message.id));
      if (known) return { ...known };
      messages.set(keyOf(message.accountId, message.id), { ...message });
      return undefined;
    },
    async markMessage(message, status, reason) {
      const known = messages.get(keyOf(message.accountId, message.id));
      if (known)
        messages.set(keyOf(message.accountId, message.id), { ...known, status, ...(reason ? { reason } : {}) });
    },
    async messages(accountId, status, limit) {
      const items = [...messages.values()]
        .filter((m) => m.accountId === accountId && m.status === status)
        .sort((a, b) => b.receivedAt - a.receivedAt);
      return { items: items.slice(0, limit), next: undefined };
    },
  };
};

/** The `issueRules` port of the unit tests: the rules themselves (they are pure). */
export const issueRulesFake = (_world: FakeWorld): Ports['issueRules'] => issueRules;
