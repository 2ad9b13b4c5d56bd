import type { FakeWorld } from '../../test/support/fake-world.ts';
import type { Ports } from '../features/ports.ts';

/** The fake `limits` port of the unit tests: in memory, keeping the promises the services rely on. */
export const limitsFake = (world: FakeWorld): Ports['limits'] => ({
  async take(accountId, kind, amount, limit) {
    const used = world.usage.get(`${accountId}/${kind}`) ?? 0;
    if (used + amount > limit) return { ok: false, retryAfter: 60 };
    world.usage.set(`${accountId}/${kind}`, used + amount);
    return { ok: true, retryAfter: 60 };
  },
});
