import { describe, expect, it } from 'vitest';
import { itemBytes, transactionWriteUnits } from '../../bench/item-size.ts';

/** The bench prices a transaction as DynamoDB bills it, which DynamoDB Local does not report. */
describe("the bench's transaction pricing (bench/item-size.ts)", () => {
  it('sizes an item by its names and values as DynamoDB counts them', () => {
    expect(itemBytes({ PK: 'A#1', SK: 'é' })).toBe(2 + 3 + 2 + 2);
    expect(itemBytes({ n: 12345 })).toBe(1 + 4);
    expect(itemBytes({ ok: true, none: null })).toBe(2 + 1 + 4 + 1);
    expect(itemBytes({ l: ['ab', 1] })).toBe(1 + 3 + (1 + 2) + (1 + 2));
    expect(itemBytes({ m: { a: 'xy' } })).toBe(1 + 3 + (1 + 1 + 2));
  });

  it('bills 2 units a started KB of each item, the larger of what is written and what was stored', () => {
    const small = { Put: { Item: { PK: 'A', SK: 'B' } } };
    const large = { Put: { Item: { PK: 'A', SK: 'C', data: 'x'.repeat(2000) } } };
    const update = { Update: { Key: { PK: 'A', SK: 'D' } } };
    expect(transactionWriteUnits([small], () => 0)).toBe(2);
    expect(transactionWriteUnits([small, large], () => 0)).toBe(2 + 4);
    // A Put replacing a larger item, an Update of a 3 KB item.
    expect(transactionWriteUnits([small, update], () => 3000)).toBe(6 + 6);
  });
});
