/** The keys of the access feature's items (docs/data-model.md). */
export const accessKeys = {
  /** A usage counter of one account, kind and window (TTL removes it). */
  limit: (accountId: string, kind: string, windowStart: number) => ({
    PK: `A#${accountId}`,
    SK: `LIMIT#${kind}#${windowStart}`,
  }),
};
