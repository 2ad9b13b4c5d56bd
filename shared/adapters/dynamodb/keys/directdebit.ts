import { delimited, pad } from './parts.ts';

/** The keys of the direct-debit feature's items (docs/data-model.md). */
export const directDebitKeys = {
  directDebitBatch: (accountId: string, batchId: number) => ({ PK: `A#${accountId}`, SK: `DDB#${pad(batchId)}` }),
  parkedReturn: (accountId: string, reference: string, once: string) => ({
    PK: `A#${accountId}`,
    SK: `DDRET#${delimited(reference)}#${once}`,
  }),
  parkedReturnPrefix: (reference: string) => `DDRET#${delimited(reference)}#`,
};
