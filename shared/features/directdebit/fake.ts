import type { FakeWorld } from '../../../test/support/fake-world.ts';
import type { Ports } from '../ports.ts';

/** The fake `directDebits` port of the unit tests: in memory. */
export const directDebitsFake = (world: FakeWorld): Ports['directDebits'] => ({
  async insertBatch(batch) {
    world.directDebitBatches.set(`${batch.accountId}/${batch.batchId}`, structuredClone(batch));
  },
  async getBatch(accountId, batchId) {
    const batch = world.directDebitBatches.get(`${accountId}/${batchId}`);
    return batch && structuredClone(batch);
  },
  async listBatches(accountId, limit) {
    const newestFirst = [...world.directDebitBatches.values()]
      .filter((b) => b.accountId === accountId)
      .sort((a, b) => b.batchId - a.batchId);
    return { items: newestFirst.slice(0, limit).map((b) => structuredClone(b)) };
  },
  async deleteBatch(accountId, batchId) {
    world.directDebitBatches.delete(`${accountId}/${batchId}`);
  },
  async parkReturn(parked) {
    world.parkedReturns.set(`${parked.accountId}/${parked.reference}/${parked.once}`, structuredClone(parked));
  },
  async parkedReturns(accountId, reference) {
    return [...world.parkedReturns.values()]
      .filter((p) => p.accountId === accountId && p.reference === reference)
      .map((p) => structuredClone(p));
  },
  async unparkReturn(parked) {
    world.parkedReturns.delete(`${parked.accountId}/${parked.reference}/${parked.once}`);
  },
});
