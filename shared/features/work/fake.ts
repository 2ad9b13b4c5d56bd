import type { Ports } from '../ports.ts';
import type { PendingWork } from './model.ts';

/**
 * The fake `work` port of the unit tests: in memory. The other fakes write no markers (the unit
 * tests do not crash between a write and its message); the sweep is tested against DynamoDB Local.
 */
export const workFake = (): Ports['work'] => {
  const held = new Map<string, PendingWork>();
  const key = (w: PendingWork) => `${w.accountId}/${w.kind}/${w.ref}`;
  return {
    async overdue(before, limit) {
      return [...held.values()].filter((w) => w.deadline < before).slice(0, limit);
    },
    async postpone(work, deadline) {
      if (held.get(key(work))?.deadline !== work.deadline) return false;
      held.set(key(work), { ...work, deadline, sweeps: work.sweeps + 1 });
      return true;
    },
    async settle(work) {
      if (held.get(key(work))?.deadline === work.deadline) held.delete(key(work));
    },
    async mark(work) {
      held.set(key({ ...work, sweeps: 0 }), { ...work, sweeps: 0 });
    },
    async clear(accountId, kind, ref) {
      held.delete(`${accountId}/${kind}/${ref}`);
    },
    async ofAccount(accountId, kind) {
      return [...held.values()].filter((w) => w.accountId === accountId && w.kind === kind);
    },
  };
};
