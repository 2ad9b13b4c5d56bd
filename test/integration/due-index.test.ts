import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { batchWriteAll } from '../../shared/adapters/dynamodb/batch-write.ts';
import { dueInShards } from '../../shared/adapters/dynamodb/due-index.ts';

const SHARDS = 8;

/**
 * An index of its own (a fresh prefix) holding `[shard, due]` pairs, each item due at `T<due>`
 * (four digits) and named `<shard>:<due>`; `read(limit, to)` reads it as the sweeps do.
 */
async function seeded(items: [shard: number, due: number][]) {
  const prefix = `DUETEST-${randomUUID()}`;
  const at = (due: number) => `T${String(due).padStart(4, '0')}`;
  await batchWriteAll(
    items.map(([shard, due]) => ({
      PutRequest: {
        Item: {
          PK: `${prefix}-${shard}-${due}`,
          SK: 'ITEM',
          GSI3PK: `${prefix}#${shard}`,
          GSI3SK: `${at(due)}#${shard}`,
          name: `${shard}:${due}`,
        },
      },
    })),
  );
  return (limit: number, to = 9999) => dueInShards(prefix, SHARDS, at(to), limit, (item) => String(item.name));
}

/**
 * A sharded due index of GSI3 read all shards at once (shared/adapters/dynamodb/due-index.ts),
 * on DynamoDB Local: what is due and only that, earliest first in each shard, never past the limit.
 */
describe('a sharded due index', () => {
  // Three items a shard, due at 10, 20 and 30, written out of order; one more in shard 3 due at 50.
  const shards = Array.from({ length: SHARDS }, (_, shard) => shard);
  const everyShard = () =>
    seeded([...shards.flatMap((s) => [30, 10, 20].map((due) => [s, due] as [number, number])), [3, 50]]);
  const dueBy40 = shards.flatMap((s) => [10, 20, 30].map((due) => `${s}:${due}`));

  it('finds every item due and none that is not, earliest first in each shard', async () => {
    const read = await everyShard();
    expect(await read(1000, 40)).toEqual(dueBy40);
  });

  it('never gives more than the limit, however many shards found items at once', async () => {
    const read = await everyShard();
    for (const limit of [1, 2, 5, 8, 9, 23]) {
      const found = await read(limit, 40);
      expect(found).toHaveLength(limit);
      expect(new Set(found).size).toBe(limit);
      for (const name of found) expect(dueBy40).toContain(name);
    }
    expect(await read(0)).toEqual([]);
  });

  it('reads a shard of more than a page to its end, and cuts it at the limit', async () => {
    const read = await seeded([...Array.from({ length: 230 }, (_, due) => [5, due] as [number, number]), [0, 7]]);
    const shard5 = (count: number) => Array.from({ length: count }, (_, due) => `5:${due}`);
    expect(await read(10_000)).toEqual(['0:7', ...shard5(230)]);
    expect(await read(150)).toEqual(['0:7', ...shard5(149)]);
  });
});
