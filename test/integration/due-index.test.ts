import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { batchWriteAll } from '../../shared/adapters/dynamodb/batch-write.ts';
import { dueInShards } from '../../shared/adapters/dynamodb/due-index.ts';

/**
 * A sharded due index of GSI3 read all shards at once (shared/adapters/dynamodb/due-index.ts),
 * on DynamoDB Local: what is due and only that, earliest first in each shard, never past the limit.
 */
describe('a sharded due index', () => {
  const SHARDS = 8;
  // Three items a shard, due at minutes 10, 20 and 30; one more in shard 3 not due yet (minute 50).
  const due = Array.from({ length: SHARDS }, (_, shard) => [10, 20, 30].map((minute) => `${shard}:${minute}`)).flat();

  async function seeded() {
    const prefix = `DUETEST-${randomUUID()}`;
    const put = (shard: number, minute: number) => ({
      PutRequest: {
        Item: {
          PK: `${prefix}-${shard}-${minute}`,
          SK: 'ITEM',
          GSI3PK: `${prefix}#${shard}`,
          GSI3SK: `T${String(minute).padStart(2, '0')}#${shard}`,
          name: `${shard}:${minute}`,
        },
      },
    });
    await batchWriteAll([
      ...Array.from({ length: SHARDS }, (_, shard) => [30, 10, 20].map((minute) => put(shard, minute))).flat(),
      put(3, 50),
    ]);
    return (limit: number) => dueInShards(prefix, SHARDS, 'T40', limit, (item) => String(item.name));
  }

  it('finds every item due and none that is not, earliest first in each shard', async () => {
    const read = await seeded();
    expect(await read(1000)).toEqual(due);
  });

  it('never gives more than the limit, however many shards found items at once', async () => {
    const read = await seeded();
    for (const limit of [1, 2, 5, 8, 9, 23]) {
      const found = await read(limit);
      expect(found).toHaveLength(limit);
      expect(new Set(found).size).toBe(limit);
      for (const name of found) expect(due).toContain(name);
    }
    expect(await read(0)).toEqual([]);
  });

  it('reads a shard of more than a page to its end, and cuts it at the limit', async () => {
    const prefix = `DUETEST-${randomUUID()}`;
    const item = (shard: number, n: number) => ({
      PutRequest: {
        Item: {
          PK: `${prefix}-${shard}-${n}`,
          SK: 'ITEM',
          GSI3PK: `${prefix}#${shard}`,
          GSI3SK: `T${String(n).padStart(4, '0')}`,
          n,
        },
      },
    });
    await batchWriteAll([...Array.from({ length: 230 }, (_, n) => item(5, n)), item(0, 7)]);
    const read = (limit: number) => dueInShards(prefix, SHARDS, 'T9999', limit, (found) => Number(found.n));
    expect(await read(10_000)).toEqual([7, ...Array.from({ length: 230 }, (_, n) => n)]);
    expect(await read(150)).toEqual([7, ...Array.from({ length: 149 }, (_, n) => n)]);
  });
});
