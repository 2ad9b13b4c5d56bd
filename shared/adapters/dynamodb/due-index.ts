import type { StartKey } from '../../kernel/pagination.ts';
import { DUE_SHARDS } from './keys.ts';
import { queryPage } from './query.ts';

/**
 * The items of a sharded due index of GSI3 (`GSI3PK` = `<prefix>#<shard>`, `GSI3SK` starting with
 * when they are due) due at or before `to`, earliest first in each shard, about `limit` at most:
 * what reads them costs what is due, never what exists.
 */
export async function dueInShards<T>(
  prefix: string,
  shards: number,
  to: string,
  limit: number,
  fromItem: (item: Record<string, unknown>) => T,
): Promise<T[]> {
  const due: T[] = [];
  for (let shard = 0; shard < shards && due.length < limit; shard += 1) {
    let start: StartKey | undefined;
    do {
      const page = await queryPage(
        {
          index: 'GSI3',
          partition: { attribute: 'GSI3PK', value: `${prefix}#${shard}` },
          sort: { attribute: 'GSI3SK', to },
          filters: [],
          limit: Math.min(100, limit - due.length),
          start,
          ascending: true,
        },
        fromItem,
      );
      due.push(...page.items);
      start = page.next;
    } while (start && due.length < limit);
  }
  return due;
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
