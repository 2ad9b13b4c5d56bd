/** The keys of the access feature's items (docs/data-model.md). */
export const accessKeys = {
  /** A usage counter of one account, kind and window (TTL removes it). */
  limit: (accountId: string, kind: string, windowStart: number) => ({
    PK: `A#${accountId}`,
    SK: `LIMIT#${kind}#${windowStart}`,
  }),
  /**
   * The change a user's Idempotency-Key made (docs/api.md §11): written with the request's first
   * write, it refuses the same change to a retry whose first answer was lost (TTL removes it).
   */
  requestClaim: (accountId: string, userId: number, keyHash: string) => ({
    PK: `A#${accountId}`,
    SK: `IDEMW#U${userId}#${keyHash}`,
  }),
};
