import { delimited, pad } from './parts.ts';

/** The keys of the direct-debit feature's items (docs/data-model.md). */
export const directDebitKeys = {
  directDebitBatch: (accountId: string, batchId: number) => ({ PK: `A#${accountId}`, SK: `DDB#${pad(batchId)}` }),
  /** The sort-key prefix of the account's batches, in the order of their ids. */
  directDebitBatchPrefix: 'DDB#',
  parkedReturn: (accountId: string, reference: string, once: string) => ({
    PK: `A#${accountId}`,
    SK: `DDRET#${delimited(reference)}#${once}`,
  }),
  parkedReturnPrefix: (reference: string) => `DDRET#${delimited(reference)}#`,
};
