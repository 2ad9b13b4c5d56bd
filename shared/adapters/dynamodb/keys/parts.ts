/** The parts every feature's keys are made of: every item of an account lives under its partition `A#<accountId>`. */
/** A number as a key part that sorts as text: 12 digits. */
export const pad = (n: number): string => String(n).padStart(12, '0');

/** A time (epoch ms) as a key part that sorts as text: 13 digits, until the year 2286. */
export const instant = (ms: number): string => String(ms).padStart(13, '0');

/**
 * A text that says where it ends (`7:INV#001`), for a key part that a prefix query stops after:
 * Numbers may hold `#`, so `V1#...` would otherwise sort under `V1`'s prefix. No other text makes
 * a key that starts with it.
 */
export const delimited = (text: string): string => `${text.length}:${text}`;

/** How many partitions the pending-delivery index spreads over. */
export const PENDING_SHARDS = 8;

/** The shards of the every-account due indexes (recurring profiles, reminders). */
export const DUE_SHARDS = 8;

/** A stable shard of a key (FNV-1a): the same profile or account always in the same shard. */
export function shardOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % DUE_SHARDS;
}
