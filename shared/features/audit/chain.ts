import { createHash } from 'node:crypto';
import type { JournalEntry, JournalEvent, JournalHead, JournalObject } from './model.ts';

/** SHA-256 as 64 hex digits. */
export const sha256 = (text: string | Uint8Array): string => createHash('sha256').update(text).digest('hex');

/** A value with its object keys sorted at every depth: one text per content, whatever the storage's key order. */
export function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, sortedKeys((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** The canonical text of a content: JSON with sorted keys. */
export const canonical = (value: unknown): string => JSON.stringify(sortedKeys(value));

/** The SHA-256 of a content's canonical text: an entry's Digest. */
export const digestOf = (content: unknown): string => sha256(canonical(content));

/**
 * An entry's Hash: the SHA-256 of the JSON of `{Seq, At, Kind, Object, Digest, Previous}` in
 * that order, Object with sorted keys (docs/api.md §22; `scripts/verify-journal.mjs` does the same).
 */
export const hashOf = (e: Omit<JournalEntry, 'Hash'>): string =>
  sha256(
    JSON.stringify({
      Seq: e.Seq,
      At: e.At,
      Kind: e.Kind,
      Object: sortedKeys(e.Object),
      Digest: e.Digest,
      Previous: e.Previous,
    }),
  );

/** The entries that append `events` after `head`, and the head they leave; At never goes back. */
export function appended(
  head: JournalHead | undefined,
  events: JournalEvent[],
  now: Date,
): { entries: JournalEntry[]; head: JournalHead } {
  const last = head ?? { seq: 0, hash: null, at: '' };
  const at = now.toISOString() > last.at ? now.toISOString() : last.at;
  const entries: JournalEntry[] = [];
  let previous = last.hash;
  for (const [i, event] of events.entries()) {
    const body = {
      Seq: last.seq + i + 1,
      At: at,
      Kind: event.kind,
      Object: sortedKeys(event.object) as JournalObject,
      Digest: event.digest,
      Previous: previous,
    };
    const entry = { ...body, Hash: hashOf(body) };
    entries.push(entry);
    previous = entry.Hash;
  }
  return { entries, head: { seq: last.seq + events.length, hash: previous, at } };
}

/** Why an entry breaks the chain, or undefined when it holds after `prior` (undefined: the first). */
export function chainBreak(entry: JournalEntry, prior: JournalEntry | undefined): string | undefined {
  const seq = (prior?.Seq ?? 0) + 1;
  if (entry.Seq !== seq) return `Seq ${entry.Seq} where ${seq} was expected`;
  if (entry.Previous !== (prior?.Hash ?? null)) return "Previous is not the prior entry's Hash";
  if (hashOf(entry) !== entry.Hash) return "Hash is not the SHA-256 of the entry's fields";
  return undefined;
}
