import { describe, expect, it } from 'vitest';
import { Conflict, conflict, Failure, invalid } from './errors.ts';
import { idTakenOnce, type Sequences, withNextId } from './taken-once.ts';

/** One account's sequences as DynamoDB keeps them: `next` adds one, `giveBack` only while the value is the last. */
function sequences(): Sequences & { last: (kind: string) => number } {
  const values = new Map<string, number>();
  return {
    last: (kind) => values.get(kind) ?? 0,
    async next(_account, kind) {
      values.set(kind, (values.get(kind) ?? 0) + 1);
      return values.get(kind)!;
    },
    async giveBack(_account, kind, value) {
      if (values.get(kind) === value) values.set(kind, value - 1);
    },
  };
}

const refusedWith = (error: unknown) => () => Promise.reject(error);

describe('a value taken from a sequence for one write', () => {
  it('goes back when the write is refused, and the next create takes it', async () => {
    const seq = sequences();
    for (const refusal of [conflict('A rule says no.'), invalid('Bad.'), new Conflict('changed')]) {
      await expect(withNextId(seq, 'a', 'client', refusedWith(refusal))).rejects.toBe(refusal);
      expect(seq.last('client')).toBe(0);
    }
    // The Reference the caller chose is held by another client: the id names nothing yet.
    const chosenTaken = new Conflict('taken');
    await expect(withNextId(seq, 'a', 'client', refusedWith(chosenTaken), false)).rejects.toBe(chosenTaken);
    expect(seq.last('client')).toBe(0);
    expect(await withNextId(seq, 'a', 'client', async (id) => id)).toBe(1);
  });

  it('stays taken where the write may have been made, or where the name it made is held', async () => {
    const seq = sequences();
    const unknown = new Failure('outcome_unknown', 'outcome_unknown', 'The table timed out.');
    await expect(withNextId(seq, 'a', 'payment', refusedWith(unknown))).rejects.toBe(unknown);
    await expect(withNextId(seq, 'a', 'payment', refusedWith(new Error('socket hang up')))).rejects.toThrow();
    // The id's own item, or a name made of it, is held: the id is spent.
    await expect(withNextId(seq, 'a', 'payment', refusedWith(new Conflict('taken')))).rejects.toThrow();
    expect(seq.last('payment')).toBe(3);
  });

  it('is the same value at every take of a write retried, and leaves a later value taken meanwhile', async () => {
    const seq = sequences();
    const id = idTakenOnce(seq, 'a', 'expense');
    const refusal = conflict('Refused at the third run.');
    await expect(
      id.givenBackIfRefused(async () => {
        const first = (await id.take()).value;
        expect((await id.take()).value).toBe(first);
        await seq.next('a', 'expense'); // another create, after this one took its value
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(seq.last('expense')).toBe(2);
  });
});
