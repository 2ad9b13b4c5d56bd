import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keys } from './keys.ts';

/** Numbers as the API takes them: letters, digits, spaces and . _ # - (the `#` is what used to collide). */
const documentNumber = fc
  .array(fc.constantFrom('V', '1', '#', '0', '-', '.', '_', ' ', 'é', '9'), { minLength: 1, maxLength: 40 })
  .map((chars) => chars.join(''))
  .filter((n) => /^[\p{L}\p{N}]/u.test(n));
const createdAt = fc.integer({ min: 0, max: 9_999_999_999_999 });

describe("a document's history and share-link keys", () => {
  it("never fall under another document's prefix, whatever the two Numbers", () => {
    fc.assert(
      fc.property(documentNumber, documentNumber, createdAt, createdAt, fc.integer({ min: 0 }), (a, b, ca, cb, at) => {
        fc.pre(a !== b || ca !== cb);
        const entryOfB = keys.history('invoice', b, cb, at, '000001abcdef', 'acc').SK;
        expect(entryOfB.startsWith(keys.historyPrefix('invoice', a, ca))).toBe(false);
        if (a !== b) {
          const linkOfB = keys.documentShare('acc', 'invoice', b, 'hash').SK;
          expect(linkOfB.startsWith(keys.documentSharePrefix('invoice', a))).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps the reported collision apart: V1's history and share links hold nothing of V1#<time>", () => {
    const time = 1_795_000_000_000;
    const crafted = `V1#${String(time).padStart(13, '0')}`;
    expect(
      keys.history('invoice', crafted, time, time, 'x', 'acc').SK.startsWith(keys.historyPrefix('invoice', 'V1', time)),
    ).toBe(false);
    expect(
      keys.documentShare('acc', 'invoice', 'P1#X', 'h').SK.startsWith(keys.documentSharePrefix('invoice', 'P1')),
    ).toBe(false);
    // The old keys did collide: what the legacy reads filter out.
    expect(
      `HIST#invoice#${crafted}#${String(time).padStart(13, '0')}#`.startsWith(
        keys.legacyHistoryPrefix('invoice', 'V1', time),
      ),
    ).toBe(true);
  });
});
