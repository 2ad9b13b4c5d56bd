import { delimited, pad } from './parts.ts';

/** The keys of the stock feature's items (docs/data-model.md). */
export const stockKeys = {
  /** One movement of an inventory entry: its movements sort by `seq` under the entry's Name. */
  stockMovement: (accountId: string, name: string, seq: number) => ({
    PK: `A#${accountId}`,
    SK: `STOCKMOV#${delimited(name)}#${pad(seq)}`,
  }),
  /** The sort-key prefix of one entry's movements. */
  stockMovementPrefix: (name: string) => `STOCKMOV#${delimited(name)}#`,
};
