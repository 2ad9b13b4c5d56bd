import { Conflict, Failure } from './errors.ts';

/** What a value's give-back asks of the account's sequences (the `SequencesPort` of the accounts feature). */
export interface Sequences {
  next(accountId: string, kind: string): Promise<number>;
  giveBack(accountId: string, kind: string, value: number): Promise<void>;
}

/** A value taken from the account's sequence `kind`. */
export interface TakenValue {
  kind: string;
  value: number;
}

/**
 * A refusal that wrote nothing and so leaves a value taken for the write free: a rule, a
 * condition, a race lost. Not a store that failed or timed out (what it wrote is not known), nor,
 * where the value names what is written (a generated Number or Reference), a name another item
 * holds (`taken`): that value is spent, and the next draw skips past it.
 */
const leavesValueFree = (error: unknown, namedByValue: boolean): boolean =>
  error instanceof Failure
    ? !['unavailable', 'outcome_unknown', 'internal'].includes(error.kind)
    : error instanceof Conflict && (error.reason !== 'taken' || !namedByValue);

/**
 * A value drawn from a sequence (`draw`) at the first `take` and the same at every later one, so
 * that a retry after another write came first keeps it; `forget` drops it (a name it made that
 * another item holds). `givenBackIfRefused` runs the write that uses it: refused, nothing written,
 * the value goes back to its sequence (`SequencesPort.giveBack`) for the next create where none
 * was taken after it, so a refused request moves no sequence (docs/api.md §22).
 */
export function takenOnce<V extends TakenValue>(
  sequences: Pick<Sequences, 'giveBack'>,
  accountId: string,
  draw: () => Promise<V>,
  namedByValue: boolean,
) {
  let taken: Promise<V> | undefined;
  const forget = () => {
    taken = undefined;
  };
  return {
    take: (): Promise<V> => {
      taken ??= draw().catch((error: unknown) => {
        forget();
        throw error;
      });
      return taken;
    },
    forget,
    async givenBackIfRefused<T>(write: () => Promise<T>): Promise<T> {
      try {
        return await write();
      } catch (error) {
        const held = taken && leavesValueFree(error, namedByValue) ? await taken.catch(() => undefined) : undefined;
        forget();
        if (held) await sequences.giveBack(accountId, held.kind, held.value).catch(() => undefined);
        throw error;
      }
    },
  };
}

/**
 * The next id of the account's sequence `kind`, taken once for a write (`takenOnce`). A `taken`
 * refusal spends it (the id's own item is held), unless `namedByValue` is false: the write claims
 * a name the caller chose as well (a client's Reference), and `taken` is that name's.
 */
export const idTakenOnce = (sequences: Sequences, accountId: string, kind: string, namedByValue = false) =>
  takenOnce(sequences, accountId, async () => ({ kind, value: await sequences.next(accountId, kind) }), namedByValue);

/** Runs `use` with the next id of the account's sequence `kind`; refused, nothing written, the id goes back (`idTakenOnce`). */
export function withNextId<T>(
  sequences: Sequences,
  accountId: string,
  kind: string,
  use: (id: number) => Promise<T>,
  namedByValue = true,
): Promise<T> {
  const id = idTakenOnce(sequences, accountId, kind, namedByValue);
  return id.givenBackIfRefused(async () => use((await id.take()).value));
}
