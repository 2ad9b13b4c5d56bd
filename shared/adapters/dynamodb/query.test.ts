import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keys } from './keys.ts';
import { prefixRange } from './query.ts';

/** The prefixes the stores read under, as they build them (Numbers and names delimited or not). */
const prefixes = [
  keys.userPrefix,
  keys.journalPrefix,
  keys.bankEntryPrefix,
  keys.callbackPrefix,
  keys.aggregatePendingPrefix,
  keys.deliveryPrefix(7),
  keys.stockMovementPrefix('Paper #1 é'),
  keys.historyPrefix('invoice', 'F-2026#1', 1_700_000_000_000),
  keys.legacyHistoryPrefix('invoice', 'F-2026#1', 1_700_000_000_000),
  keys.documentSharePrefix('invoice', 'Ü-7'),
];

/** DynamoDB orders string keys by their UTF-8 bytes. */
const inRange = (key: string, { from, to }: { from: string; to: string }) =>
  Buffer.compare(Buffer.from(from), Buffer.from(key)) <= 0 && Buffer.compare(Buffer.from(key), Buffer.from(to)) <= 0;

describe('a sort-key prefix read as a range (prefixRange)', () => {
  it('holds every key under the prefix and no other key a store writes', () => {
    for (const prefix of prefixes) expect(prefix.endsWith('#')).toBe(true);
    fc.assert(
      fc.property(
        fc.constantFrom(...prefixes),
        fc.constantFrom(...prefixes),
        fc.string({ unit: 'binary', minLength: 1 }),
        (prefix, other, rest) => {
          const range = prefixRange(prefix);
          expect(inRange(prefix + rest, range)).toBe(true);
          // A key under another prefix is in the range only when it is under this one too.
          expect(inRange(other + rest, range)).toBe((other + rest).startsWith(prefix));
        },
      ),
    );
  });

  it('leaves out the keys just past the prefix on either side', () => {
    const range = prefixRange('CB#');
    expect(inRange('CB"9', range)).toBe(false);
    expect(inRange('CB$', range)).toBe(true);
    expect(inRange('CB$0', range)).toBe(false);
    expect(inRange('CB#\u{10FFFF}\u{10FFFF}', range)).toBe(true);
  });
});
