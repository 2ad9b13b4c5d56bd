import type { StartKey } from '../../kernel/pagination.ts';
import { DUE_SHARDS } from './keys.ts';
import { queryPage } from './query.ts';

/**
 * The items of a sharded due index of GSI3 (`GSI3PK` = `<prefix>#<shard>`, `GSI3SK` starting with
 * when they are due) due at or before `to`, earliest first in each shard, shard after shard, `limit`
 * at most: what reads them costs what is due, never what exists.
 *
 * The shards are read at once, each page by page while the shards together have found fewer than
 * `limit`: a scheduled run's first event is these reads, and one shard after another made its
 * cold start eight round trips long (docs/performance.md, Cold starts). At most a page a shard is
 * read past `limit` and left for the next run, as the shards not reached were.
 */
export async function dueInShards<T>(
  prefix: string,
  shards: number,
  to: string,
  limit: number,
  fromItem: (item: Record<string, unknown>) => T,
): Promise<T[]> {
  if (limit < 1) return [];
  let found = 0;
  const readShard = async (shard: number): Promise<T[]> => {
    const due: T[] = [];
    let start: StartKey | undefined;
    do {
      const page = await queryPage(
        {
          index: 'GSI3',
          partition: { attribute: 'GSI3PK', value: `${prefix}#${shard}` },
          sort: { attribute: 'GSI3SK', to },
          filters: [],
          limit: Math.min(100, limit - found),
          start,
          ascending: true,
        },
        fromItem,
      );
      due.push(...page.items);
      found += page.items.length;
      start = page.next;
    } while (start && found < limit);
    return due;
  };
  const byShard = await Promise.all(Array.from({ length: shards }, (_, shard) => readShard(shard)));
  return byShard.flat().slice(0, limit);
}

/**
 * The accounts named in a sharded every-account due index (`GSI3SK` = `<when>#<accountId>...`,
 * when a date or an ISO instant) due on or before `when`: the scheduled run reads what is due.
 */
export async function dueAccounts(prefix: string, when: string, limit: number): Promise<string[]> {
  // Every key of `when` sorts before `<when>#~`.
  const due = await dueInShards(prefix, DUE_SHARDS, `${when}#~`, limit, (item) => String(item.accountId));
  return [...new Set(due)];
}
