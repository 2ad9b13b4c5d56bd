import type { StartKey } from '../../kernel/pagination.ts';
import { DUE_SHARDS } from './keys.ts';
import { queryPage } from './query.ts';

/**
 * The accounts named in a sharded every-account due index (`GSI3PK` = `<prefix>#<shard>`,
 * `GSI3SK` = `<when>#<accountId>...`, when a date or an ISO instant) due on or before `when`:
 * the scheduled run reads what is due, never every account.
 */
export async function dueAccounts(prefix: string, when: string, limit: number): Promise<string[]> {
  const accounts = new Set<string>();
  for (let shard = 0; shard < DUE_SHARDS && accounts.size < limit; shard += 1) {
    let start: StartKey | undefined;
    do {
      const page = await queryPage(
        {
          index: 'GSI3',
          partition: { attribute: 'GSI3PK', value: `${prefix}#${shard}` },
          // Every key of `when` sorts before `<when>#~`.
          sort: { attribute: 'GSI3SK', to: `${when}#~` },
          filters: [],
          limit: 100,
          start,
          ascending: true,
        },
        (item) => String(item.accountId),
      );
      for (const account of page.items) accounts.add(account);
      start = page.next;
    } while (start && accounts.size < limit);
  }
  return [...accounts];
}
